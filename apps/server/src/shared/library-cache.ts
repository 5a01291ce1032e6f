import type { BaselineLibrary } from '@afd/afd';
import { deepFreeze } from '../jobs/deep-freeze.ts';
import { lastUsedCache } from './last-used-cache.ts';

// A baseline library is written once by its upload and never changed (a new upload makes a new
// library). The definition page reads its library on every open and every save, certification on
// every check: megabytes of jsonb parsed each time (~60–90 ms for 20,000 nodes,
// bench:definition-editor). The last few read are kept per process; nothing needs invalidating,
// on any instance. Each is frozen, so a caller that tried to change the shared copy would fail at
// once instead of changing it for the next request. One object per library also lets the
// certification pool send it to each worker once (shared-task-values.ts).

const capacity = 4;
const libraries = lastUsedCache<BaselineLibrary>(capacity);

/** The library with this id: from the cache, or `load`ed (and kept) when it is not there. */
export function cachedLibrary(id: string, load: () => Promise<BaselineLibrary | null>): Promise<BaselineLibrary | null> {
  return libraries(id, async () => {
    const library = await load();
    return library === null ? null : deepFreeze(library);
  });
}
