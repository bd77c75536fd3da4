import { afterAll } from "vitest";
import { closeWhatThisFileOpened } from "./file-cleanup.ts";

// A setup file runs again before every test file, so each file gets this hook: one registered
// from inside a file's beforeAll would be ignored, and a module's own top level runs only for
// the first file of a worker that keeps its modules between files.
afterAll(closeWhatThisFileOpened);
