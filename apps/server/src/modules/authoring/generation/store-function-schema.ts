import type { GeneratedSchemaSet } from '@afd/afd';
import type { PublishDefinitionBody } from '@afd/contracts';
import type { Principal } from '../../../auth/principal.ts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { storeBlob } from '../../../db/blob-store.ts';
import { definitions } from '../../../db/schema/index.ts';
import { storeOrganisationSchema } from '../../../shared/certification/store-organisation-schema.ts';
import type { CompatibilityDecider } from '../../../shared/certification/schema-version-record.ts';
import { definitionProblems } from '../definition-store/definition-texts.ts';
import type { CertifiedFunction } from './certify-function.ts';
import type { GenerationSource } from './generation-source.ts';

// One certified function schema of a definition (or of one of its variants) stored as an
// organisation schema of origin 'definition', with the publish modal's flags, the definition's tag
// and the set's other files (ADR 0034). Shared by the definition and the variant publication.

export interface CertifiedEntry {
  functionName: string;
  schemaName: string;
  set: GeneratedSchemaSet;
  result: CertifiedFunction;
}

/**
 * Serialises publications of one definition (issue 28, ADR 0054): the definition's row stays
 * locked until the caller's transaction ends, so a second 'Certificeer en publiceer' of it waits
 * and then reads the versions the first one wrote: all its functions go to the next version
 * together. Taken first, before any schema name's lock, by every publication.
 */
export async function lockDefinitionForPublication(tx: Tx, source: GenerationSource): Promise<void> {
  const [row] = await tx.select({ id: definitions.id }).from(definitions).where(eq(definitions.id, source.row.id)).for('update');
  if (!row) throw definitionProblems.definitionNotFound(source.row.name);
}

export async function storeFunctionSchema(
  tx: Tx,
  principal: Principal,
  source: GenerationSource,
  entry: CertifiedEntry,
  body: PublishDefinitionBody,
  now: Date,
  compatibility?: CompatibilityDecider,
) {
  const content = await storeBlob(tx, entry.result.content, entry.set.schema.name.endsWith('.json') ? 'application/json' : 'application/xml');
  return storeOrganisationSchema(tx, principal, {
    organisationId: source.organisation.id,
    organisationName: source.organisation.name,
    baselineSchemaId: source.baseline.id,
    baselineLibraryId: source.libraryId,
    keyNames: source.baseline.names,
    name: entry.schemaName,
    origin: 'definition',
    fileName: entry.set.schema.name,
    contentBlobId: content.id,
    enrichedXsd: entry.result.enriched,
    certificationMark: entry.result.certificationMark,
    publish: body.isPublished,
    downloadable: body.isDownloadable,
    tag: source.definition.properties.tag.trim() || null,
    companionFiles: entry.set.companions,
    // Publishing again replaces what the earlier publication stored.
    overwrite: true,
    now,
    certificate: { kenmerk: entry.result.kenmerk, catalogueVersion: source.catalogue.version, rules: entry.result.appliedRules },
    compatibility,
  });
}
