import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
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

/**
 * What a screen draws first, asked for in the page's head so the answer is on its way beside
 * the scripts (the app's own request, the same address with the cookie, takes it): the feed's
 * first page, which the feed otherwise asks for only once its scripts have run.
 */
const FIRST_DATA: Partial<Record<FirstScreen, string[]>> = {
  feed: [`/api/posts?limit=${FEED_PAGE_SIZE}`],
};

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
 * entry's own, and the data it draws first: it fetches them beside the entry instead of after
 * the entry has run, asked who is signed in and imported the screen (a round trip or two on a
 * phone's network).
 */
function withFirstRequests(html: string, manifest: BuildManifest, screen: FirstScreen): string {
  const entry = new Set(scriptsOf(manifest, ["index.html"]));
  const scripts = scriptsOf(manifest, FIRST_SCREENS[screen])
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const data = (FIRST_DATA[screen] ?? []).map(
    (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`,
  );
  return html.replace("</head>", `  ${[...data, ...scripts].join("\n    ")}\n  </head>`);
}

/** The home page, with or without a query. */
const HOME_PATH = /^\/(\?|$)/;
/** Where a visitor without a session lands on the sign-in screen: the home page and /auth. */
const SIGN_IN_PATHS = /^\/(auth)?(\?|$)/;

/**
 * The app's page in each version a visitor may get. With a session cookie it names the
 * member's shell (and at `/` the feed); the cookie is not checked here, as an expired one costs
 * only a download the sign-in screen then does not use. Without one, at `/` and `/auth` it names
 * the sign-in screen's scripts, and elsewhere (Terms, the password pages) it goes as built.
 */
function appPages(webRoot: string, demoMode: boolean) {
  const html = withSignInSetup(readFileSync(path.join(webRoot, "index.html"), "utf8"), demoMode);
  const manifest = readBuildManifest(webRoot);
  const page = (screen: FirstScreen) =>
    encoded(manifest ? withFirstRequests(html, manifest, screen) : html);
  const pages = {
    asBuilt: encoded(html),
    signIn: page("signIn"),
    memberPage: page("memberPage"),
    feed: page("feed"),
  };
  return (request: FastifyRequest, sessionCookie: string): EncodedPage => {
    if (request.cookies[sessionCookie] === undefined) {
      return SIGN_IN_PATHS.test(request.url) ? pages.signIn : pages.asBuilt;
    }
    return HOME_PATH.test(request.url) ? pages.feed : pages.memberPage;
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
      const page = pageFor(request, sessionCookie);
      const encoding = negotiate(request.headers["accept-encoding"] ?? "", [...ENCODINGS]);
      if (encoding === "br" || encoding === "gzip") reply.header("Content-Encoding", encoding);
      return reply
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Encoding, Cookie")
        .type("text/html; charset=utf-8")
        .send(page[encoding ?? "identity"]);
    }
    throw new NotFoundError("Not found");
  });
}
