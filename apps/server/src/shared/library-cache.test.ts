import type { BaselineLibrary } from '@afd/afd';
import { describe, expect, it } from 'vitest';
import { cachedLibrary } from './library-cache.ts';

const library = (name: string) => ({ roots: [{ path: name, name, children: [], attributes: [] }], codeLists: [] }) as unknown as BaselineLibrary;

describe('cachedLibrary', () => {
  it('reads a library once and hands out the same copy after that', async () => {
    let reads = 0;
    const load = async () => ((reads += 1), library('Polis'));
    const first = await cachedLibrary('a1', load);
    const second = await cachedLibrary('a1', load);
    expect(second).toBe(first);
    expect(reads).toBe(1);
  });

  it('freezes the shared copy, so no caller can change it for the next request', async () => {
    const kept = await cachedLibrary('b1', async () => library('Polis'));
    expect(() => {
      (kept?.roots[0] as { name: string }).name = 'Anders';
    }).toThrow(TypeError);
  });

  it('keeps the four most recently used libraries and reads an older one again', async () => {
    let reads = 0;
    const load = (name: string) => async () => ((reads += 1), library(name));
    for (const id of ['c1', 'c2', 'c3', 'c5']) await cachedLibrary(id, load(id));
    await cachedLibrary('c1', load('c1')); // used again: now the most recent
    await cachedLibrary('c4', load('c4')); // pushes out c2, the least recently used
    expect(reads).toBe(5);
    await cachedLibrary('c1', load('c1'));
    expect(reads).toBe(5);
    await cachedLibrary('c2', load('c2'));
    expect(reads).toBe(6);
  });

  it('does not keep an answer for a library that does not exist', async () => {
    let reads = 0;
    const missing = async () => ((reads += 1), null);
    expect(await cachedLibrary('d1', missing)).toBeNull();
    expect(await cachedLibrary('d1', missing)).toBeNull();
    expect(reads).toBe(2);
  });
});
