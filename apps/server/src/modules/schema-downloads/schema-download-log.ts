import type { SchemaDownloadLogEntry } from '@afd/contracts';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { organisations, schemaDownloads } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { findOrganisationByName } from '../../shared/organisation-lookup.ts';
import { schemaDownloadTexts as texts } from './schema-download-texts.ts';

// The download log read back for administrators (issue 5: "every download is logged"): newest
// first, of one owner organisation or of all, at most `limit` entries.

const owner = alias(organisations, 'owner');
const downloader = alias(organisations, 'downloader');

export const schemaDownloadLogLimit = 1_000;

export async function readSchemaDownloadLog(db: Db, ownerName: string | undefined): Promise<SchemaDownloadLogEntry[]> {
  let ownerId: string | undefined;
  if (ownerName !== undefined) {
    const organisation = await findOrganisationByName(db, ownerName);
    if (!organisation) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(ownerName));
    ownerId = organisation.id;
  }
  const rows = await db
    .select({
      schemaName: schemaDownloads.schemaName,
      schemaVersion: schemaDownloads.schemaVersion,
      ownerOrganisation: owner.name,
      downloadedByEmail: schemaDownloads.downloadedByEmail,
      downloaderOrganisation: downloader.name,
      via: schemaDownloads.via,
      createdAt: schemaDownloads.createdAt,
    })
    .from(schemaDownloads)
    .innerJoin(owner, eq(owner.id, schemaDownloads.ownerOrganisationId))
    .leftJoin(downloader, eq(downloader.id, schemaDownloads.downloaderOrganisationId))
    .where(ownerId === undefined ? undefined : eq(schemaDownloads.ownerOrganisationId, ownerId))
    .orderBy(desc(schemaDownloads.createdAt))
    .limit(schemaDownloadLogLimit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, downloadedAt: createdAt.toISOString() }));
}
