import { afterEach, describe, expect, it, vi } from 'vitest';
import { skipOrFailWithoutFixtures } from './fixtures-absent.ts';

describe('absent ../shared/fixtures', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fails the run under CI=true, naming the folder', () => {
    expect(() => skipOrFailWithoutFixtures('VB-PUO tests', '/nergens/', { CI: 'true' })).toThrow('VB-PUO tests cannot run: /nergens/ not found');
  });

  it('skips with one warning on a developer clone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => skipOrFailWithoutFixtures('VB-PUO tests', '/nergens/', {})).not.toThrow();
    expect(warn).toHaveBeenCalledExactlyOnceWith('VB-PUO tests skipped: /nergens/ not found (../shared/fixtures is absent next to the repository).');
  });
});
