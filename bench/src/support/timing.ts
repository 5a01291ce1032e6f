import { performance } from 'node:perf_hooks';

// Benchmarks here are plain scripts that print their timings and the ratio: few runs of seconds
// each, where a median says more than vitest bench's statistics over many short iterations.

/** Runs `task` `runs` times after `warmups` unmeasured runs; answers the median and every run in ms. */
export async function measure(task: () => unknown, { runs = 5, warmups = 1 } = {}): Promise<{ median: number; all: number[] }> {
  for (let i = 0; i < warmups; i++) await task();
  const all: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    all.push(performance.now() - start);
  }
  const sorted = [...all].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, all };
}

export function ms(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: value < 100 ? 1 : 0 })} ms`;
}

export function ratio(value: number): string {
  return `${value.toFixed(2)}x`;
}

/** The p-th percentile by nearest rank (p50 the median, p99 of 100 samples the 99th smallest). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
