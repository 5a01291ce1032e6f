import type { Db, Tx } from '../db/client.ts';
import { schemaChangeEvents } from '../db/schema/index.ts';

// Notice of change (issue 32, ADR 0069): the paths that change a public schema write what happened
// here, in their own transaction, so a rollback takes the event with it and a commit never loses
// it. The fan-out (modules/schema-change-notices) mails the organisations that downloaded the
// schema, and the register's feed lists the events. Only changes to a schema that was published
// are recorded: an unpublished schema's name is never public.

export type SchemaChangeKind = 'nieuwe-versie' | 'ingetrokken' | 'certificaat-ingetrokken';

export interface SchemaChange {
  ownerOrganisationId: string;
  organisationSchemaId: string | null;
  schemaName: string;
  version: number;
  previousVersion?: number | null;
  kind: SchemaChangeKind;
  reason?: string | null;
  occurredAt?: Date;
}

/** Records the change in the caller's transaction. */
export async function recordSchemaChange(tx: Db | Tx, change: SchemaChange): Promise<void> {
  await tx.insert(schemaChangeEvents).values({
    ownerOrganisationId: change.ownerOrganisationId,
    organisationSchemaId: change.organisationSchemaId,
    schemaName: change.schemaName,
    version: change.version,
    previousVersion: change.previousVersion ?? null,
    kind: change.kind,
    reason: change.reason ?? null,
    ...(change.occurredAt ? { occurredAt: change.occurredAt } : {}),
  });
}
