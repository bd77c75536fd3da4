/**
 * What the running test file opened (servers, databases, inboxes) and closes when it ends, the
 * last opened first. The registry outlives a file when a worker runs several files in one module
 * graph, which is why the closing is done by a setup file's afterAll that runs once per file.
 */
const openedByThisFile: (() => Promise<void>)[] = [];

export function closeWhenFileEnds(close: () => Promise<void>): void {
  openedByThisFile.push(close);
}

export async function closeWhatThisFileOpened(): Promise<void> {
  for (const close of openedByThisFile.splice(0).reverse()) await close();
}
