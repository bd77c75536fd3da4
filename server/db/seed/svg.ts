import type { Artwork, Motif, Palette } from "./artwork.ts";
import { createRandom, type Random } from "./random.ts";

type Canvas = { w: number; h: number; colors: Palette["colors"]; random: Random };
type Drawing = { defs?: string; body: string };

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** The artwork as an SVG document, ready for sharp (librsvg) to rasterise. */
export function artworkSvg(artwork: Artwork): string {
  const canvas: Canvas = {
    w: artwork.width,
    h: artwork.height,
    colors: artwork.palette.colors,
    random: createRandom(artwork.seed),
  };
  const drawing = DRAW[artwork.motif](canvas);
  const caption = artwork.caption ? drawCaption(canvas, artwork.caption) : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.w}" height="${canvas.h}" viewBox="0 0 ${canvas.w} ${canvas.h}">`,
    `<defs>${drawing.defs ?? ""}</defs>`,
    drawing.body,
    caption,
    "</svg>",
  ].join("");
}

const DRAW: Record<Motif, (canvas: Canvas) => Drawing> = {
  horizon: ({ w, h, colors: [deep, mid, accent, warm, light], random }) => {
    const sun = { x: w * (0.2 + random.next() * 0.6), y: h * (0.3 + random.next() * 0.2) };
    const layers = [accent, mid, deep].map((fill, i) => {
      const base = h * (0.55 + i * 0.13);
      return `<path d="${wavyEdge(random, w, h, base, h * 0.07)}" fill="${fill}" opacity="${0.75 + i * 0.12}"/>`;
    });
    return {
      defs: linear("sky", [mid, warm], true) + radial("glow", light),
      body: [
        `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
        `<circle cx="${sun.x}" cy="${sun.y}" r="${h * 0.45}" fill="url(#glow)" opacity="0.6"/>`,
        `<circle cx="${sun.x}" cy="${sun.y}" r="${h * (0.1 + random.next() * 0.06)}" fill="${light}"/>`,
        ...layers,
      ].join(""),
    };
  },

  arches: ({ w, h, colors: [deep, mid, accent, warm, light], random }) => {
    const centre = w * (0.35 + random.next() * 0.3);
    const outer = w * (0.28 + random.next() * 0.08);
    const top = h * (0.28 + random.next() * 0.12);
    const rings = [deep, accent, mid, warm].map((fill, i) => {
      const radius = outer * (1 - i * 0.22);
      const y = top + (outer - radius);
      return `<path d="M${centre - radius},${h} V${y + radius} A${radius},${radius} 0 0 1 ${centre + radius},${y + radius} V${h} Z" fill="${fill}"/>`;
    });
    const sunX = random.chance(0.5) ? w * 0.82 : w * 0.18;
    return {
      body: [
        `<rect width="${w}" height="${h}" fill="${light}"/>`,
        `<circle cx="${sunX}" cy="${h * 0.2}" r="${w * 0.08}" fill="${warm}"/>`,
        ...rings,
        `<rect y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="${deep}" opacity="0.85"/>`,
      ].join(""),
    };
  },

  grid: ({ w, h, colors: [deep, mid, accent, warm, light], random }) => {
    const columns = random.int(3, 4);
    const size = w / columns;
    const cells: string[] = [];
    for (let y = 0; y < h; y += size) {
      for (let x = 0; x < w; x += size) {
        const [fill, back] = random.sample([deep, mid, accent, warm], 2) as [string, string];
        cells.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${back}"/>`);
        cells.push(gridShape(random, x, y, size, fill));
      }
    }
    return { body: `<rect width="${w}" height="${h}" fill="${light}"/>${cells.join("")}` };
  },

  fields: ({ w, h, colors: [deep, mid, accent, warm, light], random }) => {
    const pools = [accent, warm, light, mid].map((color, i) => {
      const r = Math.max(w, h) * (0.3 + random.next() * 0.25);
      return {
        def: radial(`pool${i}`, color),
        body: `<circle cx="${random.next() * w}" cy="${random.next() * h}" r="${r}" fill="url(#pool${i})"/>`,
      };
    });
    return {
      defs: linear("ground", [deep, mid], false) + pools.map((pool) => pool.def).join(""),
      body: `<rect width="${w}" height="${h}" fill="url(#ground)"/>${pools.map((pool) => pool.body).join("")}`,
    };
  },

  prints: ({ w, h, colors: [deep, mid, accent, warm, light], random }) => {
    // Shuffled and sized per piece: with one palette, two walls would otherwise look identical.
    const inks = random
      .shuffle<[string, string]>([
        [deep, accent],
        [mid, warm],
        [accent, light],
        [deep, warm],
      ])
      .slice(0, 3);
    const printWidth = w * (0.22 + random.next() * 0.05);
    const printHeight = printWidth * 1.3;
    const prints = inks.map((_, i) => {
      const x = w * (0.08 + i * 0.3) + random.next() * w * 0.03;
      const y = h * 0.5 - printHeight / 2 + (random.next() - 0.5) * h * 0.12;
      const angle = (random.next() - 0.5) * 14;
      const pad = printWidth * 0.06;
      return [
        `<g transform="rotate(${angle} ${x + printWidth / 2} ${y + printHeight / 2})">`,
        `<rect x="${x + 8}" y="${y + 12}" width="${printWidth}" height="${printHeight}" fill="#000" opacity="0.18"/>`,
        `<rect x="${x}" y="${y}" width="${printWidth}" height="${printHeight}" fill="#fbfaf7"/>`,
        `<rect x="${x + pad}" y="${y + pad}" width="${printWidth - 2 * pad}" height="${printHeight - 4 * pad}" fill="url(#ink${i})"/>`,
        `<circle cx="${x + printWidth / 2}" cy="${y + pad / 2}" r="${pad / 3}" fill="${deep}"/>`,
        "</g>",
      ].join("");
    });
    return {
      defs:
        linear("wall", [light, warm], true) +
        inks.map(([from, to], i) => linear(`ink${i}`, [from, to], random.chance(0.5))).join(""),
      body: `<rect width="${w}" height="${h}" fill="url(#wall)"/>${prints.join("")}`,
    };
  },

  waves: ({ w, h, colors: [deep, mid, accent, warm, light], random }) => {
    const bands = [warm, accent, mid, deep].map((fill, i) => {
      const base = h * (0.3 + i * 0.17);
      return `<path d="${wavyEdge(random, w, h, base, h * 0.05)}" fill="${fill}"/>`;
    });
    return {
      body: [
        `<rect width="${w}" height="${h}" fill="${light}"/>`,
        `<circle cx="${w * (0.15 + random.next() * 0.7)}" cy="${h * 0.16}" r="${h * 0.07}" fill="${accent}"/>`,
        ...bands,
      ].join(""),
    };
  },

  portrait: ({ w, h, colors: [deep, mid, , warm], random }) => {
    const x = (fraction: number) => w * fraction;
    const y = (fraction: number) => h * fraction;
    const head = { x: x(0.5), y: y(0.42), rx: x(0.14 + random.next() * 0.02), ry: x(0.18) };
    const tilt = (random.next() - 0.5) * 10;
    const shoulders = [
      `M${x(0.06)},${h} C${x(0.08)},${y(0.8)} ${x(0.26)},${y(0.74)} ${x(0.41)},${y(0.72)}`,
      `L${x(0.44)},${y(0.56)} L${x(0.56)},${y(0.56)} L${x(0.59)},${y(0.72)}`,
      `C${x(0.74)},${y(0.74)} ${x(0.92)},${y(0.8)} ${x(0.94)},${h} Z`,
    ].join(" ");
    return {
      defs: radial("light", warm) + linear("backdrop", [mid, deep], true),
      body: [
        `<rect width="${w}" height="${h}" fill="url(#backdrop)"/>`,
        `<circle cx="${x(0.5)}" cy="${y(0.42)}" r="${x(0.6)}" fill="url(#light)"/>`,
        `<g fill="${deep}">`,
        `<path d="${shoulders}"/>`,
        `<g transform="rotate(${tilt} ${head.x} ${y(0.6)})">`,
        hairline(random, head),
        `<ellipse cx="${head.x}" cy="${head.y}" rx="${head.rx}" ry="${head.ry}"/>`,
        "</g></g>",
      ].join(""),
    };
  },
};

/** A closed shape whose top edge undulates across the width at about `base`. */
function wavyEdge(random: Random, w: number, h: number, base: number, swing: number): string {
  const steps = 4;
  const step = w / steps;
  const height = () => base + (random.next() - 0.5) * swing * 2;
  // Cubic segments, then S, which mirrors the previous handle so the joins stay smooth.
  let d = `M0,${height()} C${step / 3},${height()} ${step * 0.66},${height()} ${step},${height()}`;
  for (let i = 2; i <= steps; i++)
    d += ` S${step * (i - 0.34)},${height()} ${step * i},${height()}`;
  return `${d} L${w},${h} L0,${h} Z`;
}

/** Varies the silhouette's outline, so a page of profile photos is not a row of clones. */
function hairline(random: Random, head: { x: number; y: number; rx: number; ry: number }): string {
  switch (random.int(0, 3)) {
    case 0: // long hair falling to the shoulders
      return `<rect x="${head.x - head.rx * 1.15}" y="${head.y - head.ry * 1.05}" width="${head.rx * 2.3}" height="${head.ry * 2.3}" rx="${head.rx * 1.1}"/>`;
    case 1: // a bun on top
      return `<circle cx="${head.x + head.rx * 0.2}" cy="${head.y - head.ry * 1.05}" r="${head.rx * 0.5}"/>`;
    case 2: // full, rounded curls
      return `<circle cx="${head.x}" cy="${head.y - head.ry * 0.2}" r="${head.ry * 1.25}"/>`;
    default: // short crop: the head's own outline
      return "";
  }
}

function gridShape(random: Random, x: number, y: number, size: number, fill: string): string {
  const half = size / 2;
  switch (random.int(0, 3)) {
    case 0:
      return `<circle cx="${x + half}" cy="${y + half}" r="${half * 0.8}" fill="${fill}"/>`;
    case 1:
      return `<path d="M${x},${y + size} A${size},${size} 0 0 1 ${x + size},${y} V${y + size} Z" fill="${fill}"/>`;
    case 2:
      return `<path d="M${x},${y + size} A${half},${half} 0 0 1 ${x + size},${y + size} Z" fill="${fill}"/>`;
    default:
      return `<rect x="${x + size * 0.2}" y="${y + size * 0.2}" width="${size * 0.6}" height="${size * 0.6}" fill="${fill}" transform="rotate(45 ${x + half} ${y + half})"/>`;
  }
}

function drawCaption({ w, h, colors }: Canvas, text: string): string {
  const fontSize = Math.min(40, Math.floor((w - 96) / (text.length * 0.62)));
  const band = fontSize * 2.6;
  return [
    `<rect y="${h - band}" width="${w}" height="${band}" fill="${colors[0]}" opacity="0.6"/>`,
    `<text x="48" y="${h - band / 2 + fontSize * 0.36}" font-family="${FONT}" font-size="${fontSize}" fill="${colors[4]}" letter-spacing="1">${escapeXml(text)}</text>`,
  ].join("");
}

function linear(id: string, [from, to]: [string, string], vertical: boolean): string {
  const end = vertical ? `x2="0" y2="1"` : `x2="1" y2="1"`;
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function radial(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.85"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
