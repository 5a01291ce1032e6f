import { storeBlob } from '../../db/blob-store.ts';
import type { Database } from '../../db/client.ts';
import { baselineSchemas, dimensions, organisationSchemas } from '../../db/schema/index.ts';

// Test data for the register and downloads: a baseline key with names, and organisation
// schemas with an enriched copy, without running a certification.

let keyCounter = 0;

/** A baseline with fresh dimension names ('Schade1', 'Contractbericht1', 'Particulier1', ...). */
export async function insertRegisterBaseline(database: Database, names?: { certificationArea: string; messageType: string; applicationArea: string }): Promise<{ id: string; name: string }> {
  keyCounter += 1;
  const key = names ?? { certificationArea: `Schade${keyCounter}`, messageType: `Contractbericht${keyCounter}`, applicationArea: `Particulier${keyCounter}` };
  const [ca, mt, aa] = await database.db
    .insert(dimensions)
    .values([
      { kind: 'certificationArea', name: key.certificationArea, version: '1' },
      { kind: 'messageType', name: key.messageType },
      { kind: 'applicationArea', name: key.applicationArea },
    ])
    .returning({ id: dimensions.id });
  if (!ca || !mt || !aa) throw new Error('dimensions not written');
  const [baseline] = await database.db
    .insert(baselineSchemas)
    .values({ certificationAreaId: ca.id, messageTypeId: mt.id, applicationAreaId: aa.id })
    .returning({ id: baselineSchemas.id });
  if (!baseline) throw new Error('baseline not written');
  return { id: baseline.id, name: `${key.certificationArea}-${key.messageType}-${key.applicationArea}` };
}

export interface RegisterSchemaFields {
  organisationId: string;
  baselineSchemaId: string;
  name: string;
  isPublished?: boolean;
  isDownloadable?: boolean;
  isOpenApiDescription?: boolean;
  tag?: string | null;
  variantName?: string | null;
  version?: number;
  /** The enriched copy; an XSD naming the schema by default. */
  enriched?: string;
}

export const enrichedXsdOf = (name: string) => `<?xml version="1.0"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><!-- ${name} --></xs:schema>\n`;

export async function insertRegisterSchema(database: Database, fields: RegisterSchemaFields): Promise<string> {
  const enriched = fields.enriched ?? enrichedXsdOf(fields.name);
  const blob = await storeBlob(database.db, new TextEncoder().encode(enriched), enriched.trimStart().startsWith('{') ? 'application/schema+json' : 'application/xml');
  const isPublished = fields.isPublished ?? true;
  const [row] = await database.db
    .insert(organisationSchemas)
    .values({
      organisationId: fields.organisationId,
      baselineSchemaId: fields.baselineSchemaId,
      name: fields.name,
      isPublished,
      isDownloadable: fields.isDownloadable ?? isPublished,
      isOpenApiDescription: fields.isOpenApiDescription ?? false,
      publishDate: isPublished ? new Date('2026-03-01T23:30:00Z') : null,
      tag: fields.tag ?? null,
      variantName: fields.variantName ?? null,
      version: fields.version ?? 1,
      contentBlobId: blob.id,
      enrichedBlobId: blob.id,
      certifiedAt: new Date(),
    })
    .returning({ id: organisationSchemas.id });
  if (!row) throw new Error('organisation schema not written');
  return row.id;
}
