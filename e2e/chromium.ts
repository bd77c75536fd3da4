/** The system's Chromium: the browser tests and the page bench never download one. */
export const CHROMIUM = "/usr/bin/chromium";

/**
 * Flags for root in a sandbox with no outside network: everything that would reach the
 * network or the GPU is off, so a start never waits on lookups that cannot succeed.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
