import type { PublishedBaseline, PublishedRegister, PublishedSchema, PublishedSchemaMetadata } from '@afd/contracts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { baselineNameOf } from '../../shared/baseline-keys.ts';
import { findOrganisationByName, type OrganisationRow } from '../../shared/organisation-lookup.ts';
import { compareDutch } from '../../shared/dutch-order.ts';
import type { PublicationInfoLine } from './publication-info-csv.ts';
import { publishedSchemaTexts as texts } from './published-schemas-texts.ts';
import {
  readBaselineNames,
  readOrganisationNames,
  readPublishedRows,
  readPublishedVariantName,
  readRegisterCounts,
  type BaselineNames,
  type PublishedRow,
} from './published-schemas.repository.ts';
import { registerEntry, type RegisterContext } from './register-entry.ts';

// The register (spec 000 §2 screen 17): organisations and their baselines for anybody, one
// column's schemas at a time; a signed-in caller also learns which ones they may download.

export interface RegisterCaller {
  principal: Principal | null;
  standardsOrganisation: string;
}

const byName = <T extends { name: string }>(a: T, b: T) => compareDutch(a.name, b.name) || a.name.localeCompare(b.name);

/**
 * Groups items by organisation id, then baseline id, naming both; items of an organisation or a
 * baseline that no longer exists are left out. Answers organisations in Dutch order, baselines by name.
 */
function groupByOrganisationAndBaseline<T extends { organisationId: string; baselineSchemaId: string }>(
  items: readonly T[],
  organisationNames: ReadonlyMap<string, string>,
  baselineNames: ReadonlyMap<string, BaselineNames>,
) {
  const organisationsById = new Map<string, Map<string, { id: string; name: string; names: BaselineNames; items: T[] }>>();
  for (const item of items) {
    const names = baselineNames.get(item.baselineSchemaId);
    if (!organisationNames.has(item.organisationId) || names === undefined) continue;
    let baselines = organisationsById.get(item.organisationId);
    if (!baselines) organisationsById.set(item.organisationId, (baselines = new Map()));
    let baseline = baselines.get(item.baselineSchemaId);
    if (!baseline) baselines.set(item.baselineSchemaId, (baseline = { id: item.baselineSchemaId, name: baselineNameOf(names), names, items: [] }));
    baseline.items.push(item);
  }
  return [...organisationsById]
    .map(([organisationId, baselines]) => ({ name: organisationNames.get(organisationId) ?? '', baselines: [...baselines.values()].sort(byName) }))
    .sort(byName);
}

/** `GET /api/PublishedSchemas`: organisations (Dutch order) -> baselines (by name) with their schema count; no schemas. */
export async function readRegister(db: Db): Promise<PublishedRegister> {
  // One aggregate over the partial index (a few hundred rows), not a read of every published schema.
  const [counts, organisationNames, baselineNames] = await Promise.all([readRegisterCounts(db), readOrganisationNames(db), readBaselineNames(db)]);
  const organisations = groupByOrganisationAndBaseline(counts, organisationNames, baselineNames).map((organisation) => ({
    name: organisation.name,
    baselines: organisation.baselines.map(({ id, name, names, items: [count] }): PublishedBaseline => ({
      id,
      name,
      certificationArea: names.certificationArea,
      messageType: names.messageType,
      applicationArea: names.applicationArea,
      schemaCount: count?.schemaCount ?? 0,
      hasOpenApiDescriptions: count?.hasOpenApiDescriptions ?? false,
    })),
  }));
  return { hasOpenApiDescriptions: counts.some((count) => count.hasOpenApiDescriptions), organisations };
}

/** Every published schema in the register's order (organisation, baseline, schema name), for publication-info.csv. */
export async function readPublicationInfo(db: Db): Promise<PublicationInfoLine[]> {
  const [rows, organisationNames, baselineNames] = await Promise.all([readPublishedRows(db), readOrganisationNames(db), readBaselineNames(db)]);
  const organisations = groupByOrganisationAndBaseline(rows, organisationNames, baselineNames);
  return organisations.flatMap((organisation) =>
    organisation.baselines.flatMap((baseline) => baseline.items.sort(byName).map((schema) => ({ organisation: organisation.name, baseline: baseline.names, schema }))),
  );
}

/** One register column's owner and published rows, in Dutch order of name. */
export interface RegisterColumn {
  organisation: OrganisationRow;
  rows: PublishedRow[];
}

/** The rows of `GET /api/PublishedSchemas/{organisation}/{baselineId}`; 404 for an unknown organisation. */
export async function readRegisterColumn(db: Db, organisationName: string, baselineId: string): Promise<RegisterColumn> {
  const organisation = await findOrganisationByName(db, organisationName);
  if (!organisation) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(organisationName));
  const rows = await readPublishedRows(db, { organisationId: organisation.id, baselineSchemaId: baselineId });
  return { organisation, rows: rows.sort(byName) };
}

/**
 * One register column as this caller sees it (empty when nothing is published there).
 * `enabledOrganisations` is the owner's download choice; anonymous callers may download nothing,
 * so theirs is never read.
 */
export function registerColumnFor(column: RegisterColumn, caller: RegisterCaller, enabledOrganisations: readonly string[] | null): PublishedSchema[] {
  const context: RegisterContext = { principal: caller.principal, standardsOrganisation: caller.standardsOrganisation, enabledOrganisations };
  return column.rows.map((row) => registerEntry(row, column.organisation.name, context));
}

/** `GET /api/PublishedSchemas/Metadata/{organisation}/{schema}`: the variant a published schema was generated for. */
export async function readPublishedSchemaMetadata(db: Db, organisationName: string, schemaName: string): Promise<PublishedSchemaMetadata> {
  const organisation = await findOrganisationByName(db, organisationName);
  if (!organisation) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(organisationName));
  const row = await readPublishedVariantName(db, organisation.id, schemaName);
  if (!row) throw new HttpProblem(404, texts.notFoundTitle, texts.notPublished(organisation.name, schemaName));
  return { variantName: row.variantName };
}
