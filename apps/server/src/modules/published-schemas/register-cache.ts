import { publishedRegisterSchema, publishedSchemaListSchema } from '@afd/contracts';
import type { ChangeNotices } from '../../db/change-notices.ts';
import type { Db } from '../../db/client.ts';
import { jsonAnswer, type JsonAnswer } from '../../http/json-answer.ts';
import { readDownloadEnabledOrganisations } from '../../shared/download-enabled-organisations.ts';
import { noticedCache } from '../../db/noticed-cache.ts';
import type { Principal } from '../../auth/principal.ts';
import { readRegister, readRegisterColumn, registerColumnFor, type RegisterColumn } from './published-schemas.service.ts';
import { downloadCallerOf } from './register-entry.ts';

// The register is read far more often than it changes: the tree, each column and each owner's
// download choice are kept per instance until a change notice on 'register' arrives (ADR 0043;
// migration 0013 sends one for every publication change, whatever makes it). The answers that
// are the same for every caller — the tree, an anonymous column — are kept serialised, with an
// entity tag. A signed-in column is kept serialised too, per kind of caller: callers the download
// rule cannot tell apart (active or not, which organisation) get the same bytes.

const cacheOptions = { topic: 'register', maxAgeMs: 10 * 60_000 } as const;

/** A column's rows and owner, and its anonymous answer ready to send. */
export interface CachedRegisterColumn extends RegisterColumn {
  anonymous: JsonAnswer;
}

/** Each call takes `since`, the request's start (call-start.ts): its caches share one catch-up. */
export interface RegisterCache {
  tree(since: number): Promise<JsonAnswer>;
  column(organisationName: string, baselineId: string, since: number): Promise<CachedRegisterColumn>;
  /** A column as this signed-in caller sees it (mayDownload theirs), serialised. */
  signedInColumn(organisationName: string, baselineId: string, principal: Principal, since: number): Promise<JsonAnswer>;
}

export function registerCache(db: Db, notices: ChangeNotices, standardsOrganisation: string): RegisterCache {
  const trees = noticedCache<'tree', JsonAnswer>(notices, { ...cacheOptions, maxEntries: 1 });
  // 50 organisations on 4 baselines are 200 columns; names a path gets wrong are not kept (404).
  const columns = noticedCache<string, CachedRegisterColumn>(notices, { ...cacheOptions, maxEntries: 2_000 });
  const downloadChoices = noticedCache<string, readonly string[] | null>(notices, { ...cacheOptions, maxEntries: 2_000 });
  const signedInColumns = noticedCache<string, JsonAnswer>(notices, { ...cacheOptions, maxEntries: 20_000 });
  const anonymous = { principal: null, standardsOrganisation };
  // Organisation names are matched ignoring case, so one key serves every spelling.
  const columnKey = (organisationName: string, baselineId: string) => `${organisationName.toLowerCase()}\n${baselineId.toLowerCase()}`;

  const column = (organisationName: string, baselineId: string, since: number) =>
    columns.get(
      columnKey(organisationName, baselineId),
      async () => {
        const read = await readRegisterColumn(db, organisationName, baselineId);
        return { ...read, anonymous: jsonAnswer(publishedSchemaListSchema, registerColumnFor(read, anonymous, null)) };
      },
      since,
    );

  return {
    tree: (since) => trees.get('tree', async () => jsonAnswer(publishedRegisterSchema, await readRegister(db)), since),
    column,
    signedInColumn: async (organisationName, baselineId, principal, since) => {
      const key = `${columnKey(organisationName, baselineId)}\n${JSON.stringify(downloadCallerOf(principal))}`;
      return signedInColumns.get(
        key,
        async () => {
          const read = await column(organisationName, baselineId, since);
          const choice = await downloadChoices.get(read.organisation.id, () => readDownloadEnabledOrganisations(db, read.organisation.id), since);
          return jsonAnswer(publishedSchemaListSchema, registerColumnFor(read, { principal, standardsOrganisation }, choice));
        },
        since,
      );
    },
  };
}
