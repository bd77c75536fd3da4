/** Median of a list (the middle run of three is the one reported). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** p50, p99 and throughput of a set of measured calls, in milliseconds and calls per second. */
export function summarise(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), perSecond: sorted.length / seconds };
}
