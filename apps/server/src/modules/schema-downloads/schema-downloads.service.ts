import { decideDownload, isSameOrganisationName, isSuivTag, type DownloadDecision } from '@afd/afd';
import type { AppConfig } from '../../config.ts';
import type { Principal } from '../../auth/principal.ts';
import { notSignedIn } from '../../auth/auth-problems.ts';
import { readBlob } from '../../db/blob-store.ts';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { readDownloadEnabledOrganisations } from '../../shared/download-enabled-organisations.ts';
import { findOrganisationByName } from '../../shared/organisation-lookup.ts';
import { schemaDownloadTexts as texts } from './schema-download-texts.ts';
import { findOrganisationSchema, recordSchemaDownload } from './schema-downloads.repository.ts';
import { schemaZip } from './schema-zip.ts';

// One download of an organisation schema's enriched copy: the rule decides (download-rule.ts),
// and a download that happens is logged in the same transaction that read it.

export interface SchemaDownloadRequest {
  organisationName: string;
  schemaName: string;
  /** The register's column: the schema must be on this baseline. */
  baselineId?: string;
  via: 'register' | 'management';
  /** The management screen's flag; honoured only for administrators and the owner's certifiers. */
  ignoreIsDownloadable?: boolean;
}

export interface SchemaDownload {
  fileName: string;
  zip: Uint8Array;
}

/**
 * The answer to a refused download. An unpublished schema is the owner's business: its own users
 * (and administrators) hear that it is not published, anyone else gets the answer an unknown name
 * gets, so outsiders cannot tell which names an organisation is working on.
 */
function refusal(decision: Exclude<DownloadDecision, { allowed: true }>, owner: string, name: string, insider: boolean): Error {
  switch (decision.reason) {
    case 'not-signed-in':
      return notSignedIn();
    case 'not-published':
      return new HttpProblem(404, texts.notFoundTitle, insider ? texts.notPublished(owner, name) : texts.notFound(owner, name));
    case 'not-downloadable':
      return new HttpProblem(403, texts.forbiddenTitle, texts.notDownloadable(name));
    case 'restricted-by-owner':
      return new HttpProblem(403, texts.forbiddenTitle, texts.restrictedByOwner(owner));
  }
}

/** Whether the caller belongs to the owner (any role) or administers the portal. */
function isOwnerOrAdministrator(principal: Principal, ownerName: string): boolean {
  if (principal.roles.isAdministrator) return true;
  return principal.organisationName !== null && isSameOrganisationName(principal.organisationName, ownerName);
}

/** Whether the caller may manage the owner's schemas (and so set ignoreIsDownloadable). */
function managesOwner(principal: Principal, ownerName: string): boolean {
  if (principal.roles.isAdministrator) return true;
  return principal.roles.isCertifier && principal.organisationName !== null && isSameOrganisationName(principal.organisationName, ownerName);
}

export async function downloadSchema(db: Db, config: AppConfig, principal: Principal, request: SchemaDownloadRequest): Promise<SchemaDownload> {
  const owner = await findOrganisationByName(db, request.organisationName);
  if (!owner) throw new HttpProblem(404, texts.notFoundTitle, texts.notFound(request.organisationName, request.schemaName));
  return db.transaction(async (tx) => {
    const schema = await findOrganisationSchema(tx, owner.id, request.schemaName, request.baselineId);
    if (!schema) throw new HttpProblem(404, texts.notFoundTitle, texts.notFound(owner.name, request.schemaName));
    const decision = decideDownload({
      schema: { ownerName: owner.name, isPublished: schema.isPublished, isDownloadable: schema.isDownloadable, tag: schema.tag },
      caller: { isActive: principal.status === 'actief', organisationName: principal.organisationName },
      // The owner's choice only counts for SUIV-tagged schemas: read it only then.
      enabledOrganisations: isSuivTag(schema.tag) ? await readDownloadEnabledOrganisations(tx, owner.id) : null,
      standardsOrganisation: config.standardsOrganisation,
      ignoreIsDownloadable: request.ignoreIsDownloadable === true && managesOwner(principal, owner.name),
    });
    if (!decision.allowed) throw refusal(decision, owner.name, schema.name, isOwnerOrAdministrator(principal, owner.name));
    const file = schema.enrichedBlobId === null ? null : await readBlob(tx, schema.enrichedBlobId);
    if (!file) throw new HttpProblem(404, texts.notFoundTitle, texts.noFile(schema.name));
    await recordSchemaDownload(tx, {
      organisationSchemaId: schema.id,
      ownerOrganisationId: owner.id,
      schemaName: schema.name,
      schemaVersion: schema.version,
      downloadedByUserId: principal.userId,
      downloadedByEmail: principal.email,
      downloaderOrganisationId: principal.organisationId,
      via: request.via,
    });
    return schemaZip(schema.name, file.content, schema.companionFiles);
  });
}
