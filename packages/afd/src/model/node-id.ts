/**
 * A stable id for a tree node from its path: FNV-1a 64-bit, hex. Pure and synchronous (no
 * crypto module: packages/afd has no I/O or platform dependencies); collisions are negligible at
 * the tens of thousands of nodes a baseline has.
 */
export function nodeId(path: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (const byte of new TextEncoder().encode(path)) {
    hash ^= BigInt(byte);
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
