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
  return { median: median(all), all };
}

/**
 * Like `measure`, for several tasks taken in turn within each run (after one unmeasured turn unless
 * `warmup` is false), so that all see the same machine; answers each task's median and runs, in order.
 */
export async function measureSideBySide(tasks: readonly (() => unknown)[], { runs = 5, warmup = true } = {}): Promise<{ median: number; all: number[] }[]> {
  if (warmup) for (const task of tasks) await task();
  const all = tasks.map(() => [] as number[]);
  for (let run = 0; run < runs; run++) {
    for (const [index, task] of tasks.entries()) {
      const start = performance.now();
      await task();
      all[index]?.push(performance.now() - start);
    }
  }
  return all.map((times) => ({ median: median(times), all: times }));
}

/**
 * The median of each run's own ratio of two tasks timed side by side: the machine's load of the
 * moment weighs on both halves of a ratio alike, where a ratio of two medians can pair a slow
 * moment of one with a quick one of the other.
 */
export function medianRatioPerRun(numerators: readonly number[], denominators: readonly number[]): number {
  return median(numerators.map((value, index) => value / (denominators[index] ?? Number.NaN)));
}

/** The middle value (of an even count, the upper of the two middle ones). */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
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
