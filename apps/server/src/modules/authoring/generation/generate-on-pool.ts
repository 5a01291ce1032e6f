import { generateFunctionSchemaSet, type GeneratedSchemaSet, type GenerationInput } from '@afd/afd';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { isLargeLibrary } from '../../../jobs/large-library.ts';

/** One function's schema set: on a worker for a large library, in place for a small one. */
export function generateOnPool(pool: CertificationPool, input: GenerationInput): Promise<GeneratedSchemaSet> {
  return isLargeLibrary(input.library) ? pool.perform('generate', input) : Promise.resolve().then(() => generateFunctionSchemaSet(input));
}
