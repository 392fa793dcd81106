/** Wall-time helpers of the benchmarks. */

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

export const format = (ms: number) => `${ms.toFixed(3)} ms`;
