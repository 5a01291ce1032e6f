import { catalogueZip, demoAfd2CatalogueFiles, generateAfd1Corpus } from '@afd/afd/demo';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

// Test data of the catalogue and baseline suites: the synthetic corpus' catalogue as upload ZIPs,
// and row counts to show that a refused call changed nothing.

export const afd1Corpus = generateAfd1Corpus();

/** The AFD 1.0 XSD set, the AFD 2.0 pair, or both, as one ZIP. */
export function catalogueUploadZip(parts: { afd1?: boolean; afd2?: boolean } = { afd1: true, afd2: true }, extra: Record<string, string> = {}): Uint8Array {
  const afd2 = demoAfd2CatalogueFiles();
  return catalogueZip({
    ...(parts.afd1 ? afd1Corpus.catalogueFiles : {}),
    ...(parts.afd2 ? { 'datacat.json': afd2.datacatJson, 'codelist.json': afd2.codelistJson } : {}),
    ...extra,
  });
}

/** Row counts of these tables, to compare before and after a call. */
export async function rowCounts(database: Database, tables: Record<string, PgTable>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
