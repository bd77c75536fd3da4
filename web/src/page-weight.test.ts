import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FIRST_SCREENS, readBuildManifest, scriptsOf } from "../../server/http/first-screens.ts";

/**
 * The JavaScript a phone downloads before a screen can draw, read from the build's own manifest
 * (so `vite build` must have run; `npm test` runs it first). A screen's scripts are the entry,
 * the lazy chunks App.tsx renders for it on first paint, and everything those import statically;
 * chunks loaded later (the toast area, the sign-up form and the menus once the page settles,
 * dialogs and Uppy when they open, other routes) are not counted. Sizes are gzip at level 9, as
 * the build's .gz copies are.
 */
const webDist = fileURLToPath(new URL("../../dist/web/", import.meta.url));

const KB = 1024;
/*
 * The budgets are the performance issue's: 170 KB for the feed, 100 KB for the sign-in screen.
 * Before a screen's own code, every visitor needs React DOM (63 KB), React, the router and App;
 * the sign-in screen then adds its form, tabs, buttons and icons. What it leaves to later:
 * TanStack Query (14 KB), with the signed-in app and the screens that read the query cache;
 * zod and the contract's schemas (11 KB), fetched with the answers they read and once the page
 * settles (the page itself says whether the site is in demo mode); the two-factor code step,
 * for the accounts that need it. tailwind-merge is in no screen: class names are joined
 * unmerged.
 *
 * The files count as well as the bytes: a phone on HTTP/1.1 fetches six at a time, each a round
 * trip, all sharing the link, so 28 files of the feed's scripts took Lighthouse's largest-paint
 * estimate 0.3 s past what 11 files take (vite.config.ts).
 */
const budgets = [
  {
    screen: "signed-out screen (sign-in at /)",
    limit: 100 * KB,
    maxFiles: 6,
    chunks: FIRST_SCREENS.signIn,
  },
  { screen: "signed-in feed (/)", limit: 170 * KB, maxFiles: 12, chunks: FIRST_SCREENS.feed },
];

function readManifest() {
  const manifest = readBuildManifest(webDist);
  if (!manifest) throw new Error(`${webDist} has no build manifest: run \`npx vite build\` first`);
  return manifest;
}

const gzipSize = (file: string) => gzipSync(readFileSync(webDist + file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe("the JavaScript a screen downloads before it draws (gzip level 9)", () => {
  const manifest = readManifest();

  for (const { screen, limit, maxFiles, chunks } of budgets) {
    it(`stays within ${kb(limit)} in ${maxFiles} files for the ${screen}`, () => {
      const sizes = scriptsOf(manifest, chunks)
        .map((file) => ({ file, bytes: gzipSize(file) }))
        .sort((a, b) => b.bytes - a.bytes);
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      const biggest = sizes
        .slice(0, 5)
        .map(({ file, bytes }) => `${file} ${kb(bytes)}`)
        .join(", ");
      console.log(`${screen}: ${kb(total)} of ${kb(limit)} in ${sizes.length} files`);
      if (total > limit) {
        expect.fail(
          `The ${screen} downloads ${kb(total)} of JavaScript, over its ${kb(limit)} budget. ` +
            `Biggest: ${biggest}. Load what the first paint does not need with import().`,
        );
      }
      if (sizes.length > maxFiles) {
        expect.fail(
          `The ${screen} downloads its JavaScript in ${sizes.length} files, over its ${maxFiles}. ` +
            "See how vite.config.ts copies small shared chunks into the chunks that read them.",
        );
      }
    });
  }
});
