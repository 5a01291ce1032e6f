import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea, read and written as bytes. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** When the row was written (the database sets it). */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
