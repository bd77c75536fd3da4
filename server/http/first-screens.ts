import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One chunk in the web build's manifest (`vite build` writes `.vite/manifest.json`). */
type ManifestChunk = { file: string; imports?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The first screens a visitor can land on, each as the manifest keys of the modules App.tsx
 * renders for it on first paint: once the session check answers, App draws the sign-in screen
 * for a visitor; for a member it loads the shell, and at `/` the feed with it.
 */
export const FIRST_SCREENS = {
  signIn: ["index.html", "src/pages/auth/auth-page.tsx"],
  memberPage: ["index.html", "src/components/layout/app-shell.tsx"],
  feed: ["index.html", "src/components/layout/app-shell.tsx", "src/pages/feed.tsx"],
} as const;
export type FirstScreen = keyof typeof FIRST_SCREENS;

/** The build's manifest, or undefined when the web app has not been built with one. */
export function readBuildManifest(webRoot: string): BuildManifest | undefined {
  const file = path.join(webRoot, ".vite", "manifest.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/** The script files behind the given manifest keys and everything they import statically, each once. */
export function scriptsOf(manifest: BuildManifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}
