import type { GeneratedSchemaSet } from '@afd/afd';
import type { PublishDefinitionBody } from '@afd/contracts';
import type { Principal } from '../../../auth/principal.ts';
import type { Tx } from '../../../db/client.ts';
import { storeBlob } from '../../../db/blob-store.ts';
import { storeOrganisationSchema } from '../../../shared/certification/store-organisation-schema.ts';
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

export async function storeFunctionSchema(tx: Tx, principal: Principal, source: GenerationSource, entry: CertifiedEntry, body: PublishDefinitionBody, now: Date) {
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
  });
}
