import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PAGE_SIZE } from "@contract/pages.ts";
import { FEED_PAGE_SIZE } from "@contract/posts.ts";
import negotiate from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { compressedCopies } from "./compressed-copies.ts";
import { NotFoundError } from "./errors.ts";
import {
  type BuildManifest,
  FIRST_SCREENS,
  type FirstScreen,
  readBuildManifest,
  scriptsOf,
} from "./first-screens.ts";

/** A page as sent: the text and its compressed copies, made once when the server starts. */
type EncodedPage = { identity: Buffer; br: Buffer; gzip: Buffer };
const ENCODINGS = ["br", "gzip", "identity"] as const;

function encoded(html: string): EncodedPage {
  const identity = Buffer.from(html);
  const { br, gz } = compressedCopies(identity);
  return { identity, br, gzip: gz };
}

/** A screen a member may land on: its path, and the data it draws first (the path's own parts). */
type MemberScreen = {
  screen: FirstScreen;
  path: RegExp;
  data?: (match: RegExpMatchArray) => string[];
};

/** A member's id as the app's paths hold it. */
const MEMBER_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** The path's end: nothing more, or a query. */
const END = "/?(\\?.*)?$";

/**
 * The screens whose scripts and first data a member's page names, by path: the feed's first
 * page, another member's profile (its header with the counts and the Follow button, and its
 * first posts) and the jobs board's first page, each the same address the screen's own request
 * then asks for with the cookie, which takes the answer already on its way. Any other path
 * names the shell's scripts.
 */
const MEMBER_SCREENS: MemberScreen[] = [
  {
    screen: "feed",
    path: new RegExp(`^${END}`),
    data: () => [`/api/posts?limit=${FEED_PAGE_SIZE}`],
  },
  {
    screen: "profile",
    path: new RegExp(`^/profile/(${MEMBER_ID})${END}`, "i"),
    data: ([, id]) => [
      `/api/users/${id}`,
      `/api/users/${id}/follow-counts`,
      `/api/users/${id}/is-following`,
      `/api/posts?userId=${id}&limit=${FEED_PAGE_SIZE}`,
    ],
  },
  // The member's own profile (whose it is is known only once the session is read), or an id
  // that is none: the screen's scripts alone.
  { screen: "profile", path: new RegExp(`^/profile(/[^/?]+)?${END}`) },
  {
    screen: "jobs",
    path: new RegExp(`^/opportunities${END}`),
    data: () => [`/api/jobs?paidOnly=true&limit=${PAGE_SIZE}`],
  },
];

/**
 * The sign-in setup (`GET /api/auth/config`) written into every page, so the sign-in screen
 * draws its form, with or without the demo notice, without waiting for that answer or for the
 * schema that would read it.
 */
function withSignInSetup(html: string, demoMode: boolean): string {
  const meta = `<meta name="atelier:demo-mode" content="${demoMode ? "on" : "off"}">`;
  return html.replace("</head>", `  ${meta}\n  </head>`);
}

/**
 * index.html telling the browser, in its head, every script a first screen needs beyond the
 * entry's own: it fetches them beside the entry instead of after the entry has run, asked who
 * is signed in and imported the screen (a round trip or two on a phone's network).
 */
function withFirstScripts(html: string, manifest: BuildManifest, screen: FirstScreen): string {
  const entry = new Set(scriptsOf(manifest, ["index.html"]));
  const scripts = scriptsOf(manifest, FIRST_SCREENS[screen])
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return html.replace("</head>", `  ${scripts.join("\n    ")}\n  </head>`);
}

/**
 * The data a page draws first, as a `Link` header: the browser asks for it as soon as the
 * headers arrive, and the page's text stays one compressed copy for every member.
 */
function preloadHeader(urls: string[]): string {
  return urls
    .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(", ");
}

/**
 * What the member's shell draws from on every page, beside the screen's own first data: the
 * site's switches, for the maintenance notice and the admin's message above each page.
 */
const SHELL_DATA = ["/api/site"];

/** Where a visitor without a session lands on the sign-in screen: the home page and /auth. */
const SIGN_IN_PATHS = /^\/(auth)?(\?|$)/;

/** A page to send: its text in each encoding, and the data it names in a header. */
type AppPage = { page: EncodedPage; firstData?: string[] };

/**
 * The app's page in each version a visitor may get. With a session cookie it names the
 * member's shell and the screen at that path, with their first data; the cookie is not checked
 * here, as an expired one costs only a download the sign-in screen then does not use. Without
 * one, at `/` and `/auth` it names the sign-in screen's scripts, and elsewhere (Terms, the
 * password pages) it goes as built.
 */
function appPages(webRoot: string, demoMode: boolean) {
  const html = withSignInSetup(readFileSync(path.join(webRoot, "index.html"), "utf8"), demoMode);
  const manifest = readBuildManifest(webRoot);
  const screens = Object.keys(FIRST_SCREENS) as FirstScreen[];
  const pages = Object.fromEntries(
    screens.map((screen) => [
      screen,
      encoded(manifest ? withFirstScripts(html, manifest, screen) : html),
    ]),
  ) as Record<FirstScreen, EncodedPage>;
  const asBuilt = encoded(html);
  return (request: FastifyRequest, sessionCookie: string): AppPage => {
    if (request.cookies[sessionCookie] === undefined) {
      return { page: SIGN_IN_PATHS.test(request.url) ? pages.signIn : asBuilt };
    }
    for (const { screen, path: screenPath, data } of MEMBER_SCREENS) {
      const match = request.url.match(screenPath);
      if (match)
        return { page: pages[screen], firstData: [...(data?.(match) ?? []), ...SHELL_DATA] };
    }
    return { page: pages.memberPage, firstData: SHELL_DATA };
  };
}

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  { sessionCookie, demoMode }: { sessionCookie: string; demoMode: boolean },
) {
  const pageFor =
    webRoot !== undefined && existsSync(path.join(webRoot, "index.html"))
      ? appPages(webRoot, demoMode)
      : undefined;
  if (webRoot && pageFor) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each text file; the accepted one is sent.
      preCompressed: true,
      // Our own Cache-Control below, rather than the plugin's max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change; the rest may.
        const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          "Cache-Control",
          fingerprinted ? "public, max-age=31536000, immutable" : "no-cache",
        );
        // A cache in between must not hand the compressed copy to a browser that did not ask.
        res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !url.startsWith("/api/") &&
      url !== "/api" &&
      !url.startsWith("/objects/") &&
      !url.startsWith("/assets/");
    if (isPage && pageFor) {
      const { page, firstData } = pageFor(request, sessionCookie);
      const encoding = negotiate(request.headers["accept-encoding"] ?? "", [...ENCODINGS]);
      if (encoding === "br" || encoding === "gzip") reply.header("Content-Encoding", encoding);
      if (firstData) reply.header("Link", preloadHeader(firstData));
      return reply
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Encoding, Cookie")
        .type("text/html; charset=utf-8")
        .send(page[encoding ?? "identity"]);
    }
    throw new NotFoundError("Not found");
  });
}
