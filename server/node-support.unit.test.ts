import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

type LockedPackage = { version?: string; engines?: { node?: string } | string[] };

/**
 * Every installed package must run on the Node.js the project promises (package.json's
 * engines), so `npm install` is quiet and nothing fails at run time on Node 20.
 */
describe("the installed packages", () => {
  const manifest = JSON.parse(readFileSync("package.json", "utf8"));
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, LockedPackage>;
  };
  const oldestNode = semver.minVersion(manifest.engines.node)!;

  it("all support the oldest Node.js we support", () => {
    const unsupported = Object.entries(lock.packages)
      .filter(([, locked]) => !Array.isArray(locked.engines) && locked.engines?.node)
      .filter(([, locked]) => {
        const range = (locked.engines as { node: string }).node;
        return !semver.satisfies(oldestNode, range, { includePrerelease: true });
      })
      .map(
        ([path, locked]) =>
          `${path}@${locked.version} needs node ${JSON.stringify(locked.engines)}`,
      );
    expect(oldestNode.major).toBe(20);
    expect(unsupported).toEqual([]);
  });
});
