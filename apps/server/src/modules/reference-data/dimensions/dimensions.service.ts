import type { Dimension, DimensionKind, DimensionLists, SaveDimension } from '@afd/contracts';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { HttpProblem } from '../../../http/http-problem.ts';
import { sortDutch } from '../../../shared/dutch-order.ts';
import { dimensionTexts as texts } from './dimension-texts.ts';
import {
  countAllowedCombinationsWith,
  deleteDimension,
  type DimensionRow,
  findDimension,
  findDimensionByName,
  insertDimension,
  isUsedInBaselineKey,
  listDimensionRows,
  lockBaselineKeys,
  lockDimensionsForWriting,
  updateDimension,
} from './dimensions.repository.ts';

// The three dimension lists (spec 000 §2 screen 5, §5): names unique per list ignoring case,
// a certification area with version '1' or '2', no removal while a baseline key uses the dimension.
// Every change is one transaction with its audit record.

/** A dimension as the API answers it: only a certification area carries its version. */
export function dimensionOf(row: DimensionRow): Dimension {
  return row.version === null ? { id: row.id, name: row.name } : { id: row.id, name: row.name, version: row.version };
}

const auditRecordOf = (row: DimensionRow) => ({ kind: row.kind, name: row.name, version: row.version });

const nameTaken = () => new HttpProblem(409, texts.nameTakenTitle, texts.nameTaken, { name: [texts.nameTaken] });
const inUse = () => new HttpProblem(409, texts.inUseTitle, texts.inUse);
const notFound = (detail: string = texts.notFound) => new HttpProblem(404, texts.notFoundTitle, detail);

/** The three lists, each in Dutch order of name. */
export async function readDimensionLists(db: Db): Promise<DimensionLists> {
  const rows = sortDutch(await listDimensionRows(db), (row) => [row.name]);
  const listOf = (kind: DimensionKind) => rows.filter((row) => row.kind === kind).map(dimensionOf);
  return { certificationArea: listOf('certificationArea'), messageType: listOf('messageType'), applicationArea: listOf('applicationArea') };
}

/**
 * A certification area with its version, by id or by name: screens of the authoring part know a
 * baseline by its name ('Community-Berichtsoort-Domein'), the administration by id.
 */
export async function readCertificationArea(db: Db, idOrName: string): Promise<Dimension> {
  const row = z.uuid().safeParse(idOrName).success
    ? await findDimension(db, idOrName)
    : await findDimensionByName(db, 'certificationArea', idOrName);
  if (!row || row.kind !== 'certificationArea') throw notFound(texts.certificationAreaNotFound);
  return dimensionOf(row);
}

/** Whether a baseline key uses the dimension (an unknown id is not in use). */
export function isDimensionInUse(db: Db, id: string): Promise<boolean> {
  return isUsedInBaselineKey(db, id);
}

async function addDimension(tx: Tx, actor: Principal, item: SaveDimension): Promise<DimensionRow> {
  if (await findDimensionByName(tx, item.kind, item.name)) throw nameTaken();
  const row = await insertDimension(tx, { kind: item.kind, name: item.name, version: item.kind === 'certificationArea' ? item.version : null });
  await recordAudit(tx, actor, { action: 'dimension.created', entityType: 'dimension', entityId: row.id, before: null, after: auditRecordOf(row) });
  return row;
}

async function changeDimension(tx: Tx, actor: Principal, id: string, item: SaveDimension): Promise<DimensionRow> {
  const existing = await findDimension(tx, id);
  if (!existing || existing.kind !== item.kind) throw notFound();
  const sameName = await findDimensionByName(tx, item.kind, item.name);
  if (sameName && sameName.id !== id) throw nameTaken();
  const version = item.kind === 'certificationArea' ? item.version : null;
  if (existing.name === item.name && existing.version === version) return existing;
  if (existing.version !== version) {
    // A baseline key's XSD or JSON Schema was checked as its certification area's version: that stays.
    await lockBaselineKeys(tx);
    if (await isUsedInBaselineKey(tx, id)) throw inUse();
  }
  const row = await updateDimension(tx, id, { name: item.name, version });
  const action = existing.name === row.name ? 'dimension.versionChanged' : 'dimension.renamed';
  await recordAudit(tx, actor, { action, entityType: 'dimension', entityId: id, before: auditRecordOf(existing), after: auditRecordOf(row) });
  return row;
}

/** Adds (no id) or changes (id of an item of that list) one dimension. */
export async function saveDimension(db: Db, actor: Principal, item: SaveDimension): Promise<{ dimension: Dimension; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockDimensionsForWriting(tx);
    const row = item.id === undefined ? await addDimension(tx, actor, item) : await changeDimension(tx, actor, item.id, item);
    return { dimension: dimensionOf(row), created: item.id === undefined };
  });
}

/** Removes a dimension that no baseline key uses, with its combinations. */
export async function removeDimension(db: Db, actor: Principal, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDimensionsForWriting(tx);
    await lockBaselineKeys(tx);
    const existing = await findDimension(tx, id);
    if (!existing) throw notFound();
    if (await isUsedInBaselineKey(tx, id)) throw inUse();
    const allowedCombinations = await countAllowedCombinationsWith(tx, id);
    await deleteDimension(tx, id);
    await recordAudit(tx, actor, {
      action: 'dimension.deleted',
      entityType: 'dimension',
      entityId: id,
      before: { ...auditRecordOf(existing), allowedCombinations },
      after: null,
    });
  });
}
