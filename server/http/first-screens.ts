import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One chunk in the web build's manifest (`vite build` writes `.vite/manifest.json`). */
type ManifestChunk = { file: string; name?: string; imports?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

const memberShell = ["src/components/layout/app-shell.tsx", "src/lib/query-cache-provider.tsx"];

/**
 * The first screens a visitor can land on, each as the manifest keys of the modules App.tsx
 * renders for it on first paint: once the session check answers, App draws the sign-in screen
 * for a visitor; for a member it loads the shell with the query cache, and at `/` the feed.
 */
export const FIRST_SCREENS = {
  signIn: ["index.html", "src/pages/auth/auth-page.tsx"],
  memberPage: ["index.html", ...memberShell],
  feed: ["index.html", ...memberShell, "src/pages/feed.tsx"],
  profile: ["index.html", ...memberShell, "src/pages/profile.tsx"],
  jobs: ["index.html", ...memberShell, "src/pages/opportunities.tsx"],
} as const;
export type FirstScreen = keyof typeof FIRST_SCREENS;

/** The build's manifest, or undefined when the web app has not been built with one. */
export function readBuildManifest(webRoot: string): BuildManifest | undefined {
  const file = path.join(webRoot, ".vite", "manifest.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/**
 * A module's chunk in the manifest: under the module's own path, or, when the bundler made the
 * module's chunk a shared one (it then has no entry of its own), the one chunk named after it.
 */
function chunkOf(manifest: BuildManifest, key: string): ManifestChunk {
  const own = manifest[key];
  if (own) return own;
  const name = path.basename(key, path.extname(key));
  const named = Object.values(manifest).filter((chunk) => chunk.name === name);
  if (named.length !== 1) throw new Error(`The build manifest has no one chunk for ${key}`);
  return named[0]!;
}

/** The script files behind the given manifest keys and everything they import statically, each once. */
export function scriptsOf(manifest: BuildManifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(manifest, key);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}
