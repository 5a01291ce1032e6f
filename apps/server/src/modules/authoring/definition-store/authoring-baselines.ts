import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { baselineSchemas } from '../../../db/schema/index.ts';
import { baselineKeyNames, baselineNameOf, type BaselineKeyNames } from '../../../shared/baseline-keys.ts';

// The baseline a definition is built on, as authoring names it ('Community-Berichtsoort-Domein'),
// found by the names of its key, by that name or by id. Every authoring slice starts from one.

/** A baseline as authoring names it: its key's names, its certification area's AFD version. */
export interface AuthoringBaseline {
  id: string;
  names: BaselineKeyNames;
  basedOn: string;
  certificationAreaVersion: '1' | '2';
  administratorsOnly: boolean;
}

const baselineColumns = {
  id: baselineSchemas.id,
  administratorsOnly: baselineSchemas.administratorsOnly,
  certificationArea: baselineKeyNames.certificationArea,
  messageType: baselineKeyNames.messageType,
  applicationArea: baselineKeyNames.applicationArea,
  certificationAreaVersion: baselineKeyNames.certificationAreaVersion,
};

function toBaseline(row: { id: string; administratorsOnly: boolean; certificationArea: string; messageType: string; applicationArea: string; certificationAreaVersion: '1' | '2' | null }): AuthoringBaseline {
  const names = { certificationArea: row.certificationArea, messageType: row.messageType, applicationArea: row.applicationArea };
  return { id: row.id, names, basedOn: baselineNameOf(names), certificationAreaVersion: row.certificationAreaVersion ?? '1', administratorsOnly: row.administratorsOnly };
}

function baselineQuery(db: Db | Tx) {
  return db.select(baselineColumns).from(baselineSchemas).innerJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, baselineSchemas.id));
}

/** The baseline of the key with these names (exactly as the dimensions are named), or null. */
export async function findBaselineByNames(db: Db | Tx, names: BaselineKeyNames): Promise<AuthoringBaseline | null> {
  const [row] = await baselineQuery(db).where(
    and(
      eq(baselineKeyNames.certificationArea, names.certificationArea),
      eq(baselineKeyNames.messageType, names.messageType),
      eq(baselineKeyNames.applicationArea, names.applicationArea),
    ),
  );
  return row ? toBaseline(row) : null;
}

/** The baseline whose name ('Community-Berichtsoort-Domein') this is, or null. */
export async function findBaselineByName(db: Db | Tx, basedOn: string): Promise<AuthoringBaseline | null> {
  const rows = await baselineQuery(db);
  const row = rows.map(toBaseline).find((baseline) => baseline.basedOn === basedOn);
  return row ?? null;
}

export async function findBaselineById(db: Db | Tx, id: string): Promise<AuthoringBaseline | null> {
  const [row] = await baselineQuery(db).where(eq(baselineSchemas.id, id));
  return row ? toBaseline(row) : null;
}
