import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Storage of the embedded OpenID provider (sessions, grants, codes, tokens), shared by instances. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text().notNull(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Signing keys and cookie secrets of the embedded provider, generated once and kept across restarts. */
export const oidcKeys = pgTable('oidc_keys', {
  id: text().primaryKey(),
  /** Private JWK (signing) or secret material (cookies). */
  material: jsonb().notNull(),
  createdAt: createdAt(),
});
