import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counted events per key, the basis of the throttles (src/http/throttle.ts, ADR 0054): failed
 * sign-ins of the embedded provider per account and per client address, anonymous certificate
 * checks per address. In the database, not in memory, so that every server instance counts the
 * same events.
 */
export const throttles = pgTable('throttles', {
  /** What is counted and for whom: 'account:<lower-case e-mail>', 'address:<ip>', 'verification:<ip>'. */
  key: text().primaryKey(),
  /** Events since the counting started. */
  events: integer().notNull(),
  /** When the counting started (the first event it counts). */
  countingSince: timestamp({ withTimezone: true }).notNull(),
  lastEventAt: timestamp({ withTimezone: true }).notNull(),
  /** Nothing is let through before this moment. */
  blockedUntil: timestamp({ withTimezone: true }),
});
