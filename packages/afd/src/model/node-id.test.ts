import { describe, expect, it } from 'vitest';
import { nodeId } from './node-id.ts';

describe('nodeId', () => {
  it('gives the same id for the same path, every time', () => {
    expect(nodeId('AL/PP/VP')).toBe(nodeId('AL/PP/VP'));
  });
  it('gives different ids for different paths', () => {
    expect(nodeId('AL/PP/VP')).not.toBe(nodeId('AL/PP/AN'));
    expect(nodeId('PP@PP_NUMMER')).not.toBe(nodeId('PP@PP_NUMME'));
  });
  it('is 16 hex characters', () => {
    expect(nodeId('')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('nodeId at the size of a large baseline', () => {
  it('gives 100,000 distinct paths 100,000 distinct ids', () => {
    const ids = new Set<string>();
    for (let entity = 0; entity < 2_000; entity++) {
      for (let attribute = 0; attribute < 50; attribute++) ids.add(nodeId(`AL/E${entity}/X${entity % 7}@A${attribute}`));
    }
    expect(ids.size).toBe(100_000);
  });
});
