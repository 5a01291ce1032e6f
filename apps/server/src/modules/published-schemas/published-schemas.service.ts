import type { PublishedBaseline, PublishedRegister, PublishedSchema, PublishedSchemaMetadata } from '@afd/contracts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { findOrganisationByName } from '../organisations/organisations.repository.ts';
import { compareDutch } from '../reference-data/dutch-order.ts';
import { publishedSchemaTexts as texts } from './published-schemas-texts.ts';
import { readAllDownloadChoices, readBaselineNames, readOrganisationNames, readPublishedRows, readPublishedVariantName, type BaselineNames } from './published-schemas.repository.ts';
import { registerEntry, type RegisterContext } from './register-entry.ts';

// The register (spec 000 §2 screen 17): published schemas of every organisation by baseline,
// for anybody; a signed-in caller also learns which ones they may download.

export interface RegisterCaller {
  principal: Principal | null;
  standardsOrganisation: string;
}

const baselineName = (names: BaselineNames) => `${names.certificationArea}-${names.messageType}-${names.applicationArea}`;
const byName = <T extends { name: string }>(a: T, b: T) => compareDutch(a.name, b.name) || a.name.localeCompare(b.name);

async function registerContext(db: Db, caller: RegisterCaller): Promise<RegisterContext> {
  // Anonymous callers may download nothing: their answer needs no download choices.
  const downloadChoices = caller.principal ? await readAllDownloadChoices(db) : new Map<string, string[]>();
  return { principal: caller.principal, standardsOrganisation: caller.standardsOrganisation, downloadChoices };
}

/** `GET /api/PublishedSchemas`: organisations (Dutch order) -> baselines (by name) -> schemas (by name). */
export async function readRegister(db: Db, caller: RegisterCaller): Promise<PublishedRegister> {
  const [rows, organisationNames, baselineNames, context] = await Promise.all([
    readPublishedRows(db),
    readOrganisationNames(db),
    readBaselineNames(db),
    registerContext(db, caller),
  ]);
  // Rows arrive in no particular order: group them by organisation and baseline, sort afterwards.
  const organisationsById = new Map<string, Map<string, PublishedBaseline>>();
  for (const row of rows) {
    const ownerName = organisationNames.get(row.organisationId);
    const names = baselineNames.get(row.baselineSchemaId);
    if (ownerName === undefined || names === undefined) continue;
    let baselines = organisationsById.get(row.organisationId);
    if (!baselines) organisationsById.set(row.organisationId, (baselines = new Map()));
    let baseline = baselines.get(row.baselineSchemaId);
    if (!baseline) baselines.set(row.baselineSchemaId, (baseline = { ...names, name: baselineName(names), schemas: [] }));
    baseline.schemas.push(registerEntry(row, ownerName, context));
  }
  return [...organisationsById]
    .map(([organisationId, baselines]) => ({
      name: organisationNames.get(organisationId) ?? '',
      baselines: [...baselines.values()].sort(byName).map((baseline) => ({ ...baseline, schemas: baseline.schemas.sort(byName) })),
    }))
    .sort(byName);
}

/** `GET /api/PublishedSchemas/{organisation}/{baselineId}`: one register column (empty when nothing is published there). */
export async function readRegisterColumn(db: Db, caller: RegisterCaller, organisationName: string, baselineId: string): Promise<PublishedSchema[]> {
  const organisation = await findOrganisationByName(db, organisationName);
  if (!organisation) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(organisationName));
  const [rows, context] = await Promise.all([
    readPublishedRows(db, { organisationId: organisation.id, baselineSchemaId: baselineId }),
    registerContext(db, caller),
  ]);
  return rows.map((row) => registerEntry(row, organisation.name, context)).sort(byName);
}

/** `GET /api/PublishedSchemas/Metadata/{organisation}/{schema}`: the variant a published schema was generated for. */
export async function readPublishedSchemaMetadata(db: Db, organisationName: string, schemaName: string): Promise<PublishedSchemaMetadata> {
  const organisation = await findOrganisationByName(db, organisationName);
  if (!organisation) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(organisationName));
  const row = await readPublishedVariantName(db, organisation.id, schemaName);
  if (!row) throw new HttpProblem(404, texts.notFoundTitle, texts.notPublished(organisation.name, schemaName));
  return { variantName: row.variantName };
}
