import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins of the embedded provider, per account and per client address: the basis of
 * growing delays against password guessing. In the database, not in memory, so that every server
 * instance counts the same attempts.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  /** 'account:<lower-case e-mail>' or 'address:<ip>'. */
  key: text().primaryKey(),
  /** Failures since the counting started; reset after a quiet period or a successful sign-in. */
  failures: integer().notNull(),
  lastFailureAt: timestamp({ withTimezone: true }).notNull(),
  /** No attempt is checked before this moment. */
  blockedUntil: timestamp({ withTimezone: true }),
});
