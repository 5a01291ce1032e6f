/**
 * A stable id for a tree node from its path: 64 bits as 16 hex characters, from two 32-bit
 * FNV-1a hashes with different offsets over the path's UTF-16 code units. Pure and synchronous
 * (no crypto module: packages/afd has no platform dependencies) and cheap enough for the 100,000
 * nodes of a large baseline; collisions are negligible at that size.
 */
export function nodeId(path: string): string {
  let high = 0x811c9dc5;
  let low = 0x050c5d1f;
  for (let index = 0; index < path.length; index++) {
    const unit = path.charCodeAt(index);
    high = Math.imul(high ^ unit, 0x01000193);
    low = Math.imul(low ^ unit, 0x01000193) ^ (high >>> 15);
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
}
