import type { BaselineEntityNode, BaselineLibrary } from '@afd/afd';

// Work over a large library (generation, synchronisation) runs on the worker pool (issue 13:
// "never blocking other requests"): copying a library of thousands of attributes to a worker costs
// less than holding the event loop for the work. A small one runs in place, where the copy would
// cost more than the work itself.

/** Libraries with more attributes than this go to a worker. */
export const largeLibraryAttributes = 2_000;

function attributeCount(nodes: readonly BaselineEntityNode[]): number {
  let count = 0;
  const stack = [...nodes];
  for (let node = stack.pop(); node; node = stack.pop()) {
    count += node.attributes.length;
    stack.push(...node.children);
  }
  return count;
}

export function isLargeLibrary(library: Pick<BaselineLibrary, 'roots'>): boolean {
  return attributeCount(library.roots) > largeLibraryAttributes;
}
