import {
  checkNewFunctionName,
  MAX_FUNCTION_NAME_LENGTH,
  MAX_STANDARD_FUNCTION_NAME_LENGTH,
  checkNewProductName,
  choicesForFunctions,
  definitionChoiceProblems,
  definitionOutline as outlineOfDefinition,
  entityAttributeViews,
  definitionPropertyProblems,
  isSameProductName,
  mergedTree,
  normaliseDefinitionProperties,
  type BaselineEntityNode,
  type BaselineLibrary,
  type PropertiesContext,
} from '@afd/afd';
import { wireAttribute, wireTree, type DefinitionFunction, type DefinitionMetadata, type DefinitionOutline, type DefinitionSaved, type DefinitionWithTree, type DefinitionSummary, type TreeAttribute, type UpdateDefinitionBody } from '@afd/contracts';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import type { BaselineKeyNames } from '../../../shared/baseline-keys.ts';
import type { OrganisationRow } from '../../../shared/organisation-lookup.ts';
import { findBaselineById, findBaselineByName, findBaselineByNames, type AuthoringBaseline } from '../definition-store/authoring-baselines.ts';
import { latestLibraryOf, libraryCodeLists, libraryInfo, libraryTree } from '../definition-store/baseline-library-reads.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { displayNameOf, inTransaction, refuseStale, saveChange } from '../definition-store/definition-change.ts';
import { definitionsOf, definitionsOfOrganisation, deleteDefinitionRow, findDefinition, insertDefinition, insertRevision, type DefinitionRow } from '../definition-store/definition-rows.ts';
import { definitionWithLibrary, lockedDefinitionWithLibrary } from '../definition-store/definition-library.ts';
import { definitionProblems } from '../definition-store/definition-texts.ts';
import { existingDefinition } from '../definition-store/existing-definition.ts';
import { choicesOf, domainDefinition, emptyChoices, emptyProperties, functionsOf, propertiesOf, type StoredChoices } from '../definition-store/stored-definition.ts';
import { listBaseFunctions } from './base-functions.repository.ts';
import { metadataOf, definitionSummaryOf } from './definition-wire.ts';
import { losesChoicesOnSync } from './impact-task.ts';

// The definition calls (001 §7 'Product definitions'). Every change runs as every slice's does
// (definition-store/definition-change.ts): one transaction that locks the row, checks the revision
// it was based on, writes the change and its revision, and audits it.

/** The baseline a definition is on; a definition always has one (the row restricts deletion). */
async function baselineOf(db: Db | Tx, row: DefinitionRow): Promise<AuthoringBaseline> {
  const baseline = await findBaselineById(db, row.baselineSchemaId);
  if (!baseline) throw new Error(`definition ${row.id} has no baseline`);
  return baseline;
}

async function wireOf(db: Db | Tx, pool: CertificationPool, row: DefinitionRow, organisation: OrganisationRow): Promise<DefinitionSummary> {
  const baseline = await baselineOf(db, row);
  const library = row.baselineLibraryId ? await libraryInfo(db, row.baselineLibraryId) : null;
  const latest = await latestLibraryOf(db, baseline.id);
  return definitionSummaryOf(row, { organisation: organisation.name, baseline, library, latest, losesChoices: await losesChoicesOnSync(db, pool, row, latest) });
}

/** Refuses a name another definition of the organisation has: 'Product {name} bestaat al onder {basedOn}.' */
async function refuseTakenName(tx: Tx, organisation: OrganisationRow, name: string, exceptId?: string): Promise<void> {
  const other = await findDefinition(tx, organisation.id, name);
  if (other && other.id !== exceptId) throw definitionProblems.productExists(other.name, (await baselineOf(tx, other)).basedOn);
}

/** What a new definition (created or copied) is made of. */
type NewDefinition = Pick<DefinitionRow, 'baselineSchemaId' | 'baselineLibraryId' | 'name' | 'properties' | 'functions' | 'choices'> & Partial<Pick<DefinitionRow, 'businessRules' | 'variants' | 'openApiDescription'>>;

/** Adds a definition as revision 1 of its own, and audits where it came from. */
async function addDefinition(tx: Tx, principal: Principal, organisation: OrganisationRow, fields: NewDefinition, origin: { change: string; action: string; after: object }): Promise<DefinitionRow> {
  await refuseTakenName(tx, organisation, fields.name);
  const row = await insertDefinition(tx, { ...fields, organisationId: organisation.id, updatedByUserId: principal.userId, updatedByName: displayNameOf(principal) });
  await insertRevision(tx, row, origin.change);
  await recordAudit(tx, principal, { action: origin.action, entityType: 'definition', entityId: row.id, before: null, after: { ...origin.after, name: row.name } });
  return row;
}

// --- reading ---------------------------------------------------------------------------------

/** The definitions of an organisation on the baseline with these names (the list). */
export async function listDefinitions(db: Db, pool: CertificationPool, principal: Principal, names: BaselineKeyNames, organisationName: string): Promise<DefinitionSummary[]> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const baseline = await findBaselineByNames(db, names);
  if (!baseline || (baseline.administratorsOnly && !principal.roles.isAdministrator)) return [];
  const rows = await definitionsOf(db, organisation.id, baseline.id);
  const latest = await latestLibraryOf(db, baseline.id);
  const libraries = new Map<string, Awaited<ReturnType<typeof libraryInfo>>>();
  for (const id of new Set(rows.flatMap((row) => (row.baselineLibraryId ? [row.baselineLibraryId] : [])))) libraries.set(id, await libraryInfo(db, id));
  const wire: DefinitionSummary[] = [];
  for (const row of rows) {
    const library = row.baselineLibraryId ? (libraries.get(row.baselineLibraryId) ?? null) : null;
    wire.push(definitionSummaryOf(row, { organisation: organisation.name, baseline, library, latest, losesChoices: await losesChoicesOnSync(db, pool, row, latest) }));
  }
  return wire;
}

/** What the list needs of its baseline: the AFD version and the current library. */
export async function definitionsInfo(db: Db, principal: Principal, organisationName: string, basedOn: string) {
  await authoringOrganisation(db, principal, organisationName);
  const baseline = await findBaselineByName(db, basedOn);
  if (!baseline || (baseline.administratorsOnly && !principal.roles.isAdministrator)) throw definitionProblems.baselineNotFound(basedOn);
  const latest = await latestLibraryOf(db, baseline.id);
  return {
    basedOn: baseline.basedOn,
    certificationAreaVersion: baseline.certificationAreaVersion,
    latestLibraryId: latest?.id ?? null,
    latestLibraryCreationTime: latest?.createdAt.toISOString() ?? null,
    datacatVersion: latest?.datacatVersion ?? null,
  };
}

/** One definition with its merged tree (the definition page). */
export async function definitionWithTree(db: Db, pool: CertificationPool, principal: Principal, organisationName: string, name: string): Promise<DefinitionWithTree> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const row = await existingDefinition(db, organisation, name);
  const wire = await wireOf(db, pool, row, organisation);
  const library = row.baselineLibraryId ? await libraryTree(db, row.baselineLibraryId) : null;
  const children = library ? wireTree(mergedTree(library, domainDefinition(row, organisation.name, wire.basedOn))) : [];
  return { ...wire, children, compositions: choicesOf(row).compositions };
}

/**
 * What the definition page opens with (ADR 0065): the definition, its entities without attributes
 * and the choices its merged tree shows. Grows with the entities and the choices, not with the
 * library's attributes.
 */
export async function definitionOutline(db: Db, pool: CertificationPool, principal: Principal, organisationName: string, name: string): Promise<DefinitionOutline> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const row = await existingDefinition(db, organisation, name);
  const wire = await wireOf(db, pool, row, organisation);
  const library = row.baselineLibraryId ? await libraryTree(db, row.baselineLibraryId) : null;
  const outline = library ? outlineOfDefinition(library, domainDefinition(row, organisation.name, wire.basedOn)) : { entities: [], choices: { entities: {}, attributes: {} } };
  return { ...wire, ...outline, compositions: choicesOf(row).compositions };
}

/** The merged tree's attributes of one entity of the definition (the page reads them when it opens the entity). */
export async function definitionEntityAttributes(db: Db, principal: Principal, organisationName: string, name: string, entityPath: string): Promise<TreeAttribute[]> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const { row, library } = await definitionWithLibrary(db, organisation, name);
  const attributes = entityAttributeViews(library, domainDefinition(row, organisation.name, (await baselineOf(db, row)).basedOn), entityPath);
  if (!attributes) throw definitionProblems.entityNotFound(entityPath);
  return attributes.map(wireAttribute);
}

export async function definitionMetadata(db: Db, principal: Principal, organisationName: string, name: string): Promise<DefinitionMetadata> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const row = await existingDefinition(db, organisation, name);
  return metadataOf(row, row.baselineLibraryId ? await libraryInfo(db, row.baselineLibraryId) : null);
}

export async function definitionFunctions(db: Db, principal: Principal, organisationName: string, name: string) {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const row = await existingDefinition(db, organisation, name);
  return { functions: functionsOf(row), revision: row.revision };
}

// --- changing --------------------------------------------------------------------------------

/** A new definition on the baseline's current library, starting with the base functions. */
export async function createDefinition(db: Db, principal: Principal, organisationName: string, typedName: string, names: BaselineKeyNames): Promise<DefinitionSummary> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const checked = checkNewProductName(typedName);
  if (!checked.ok) throw definitionProblems.nameInvalid(checked.message);
  const baseline = await findBaselineByNames(db, names);
  const basedOn = `${names.certificationArea}-${names.messageType}-${names.applicationArea}`;
  if (!baseline || (baseline.administratorsOnly && !principal.roles.isAdministrator)) throw definitionProblems.baselineNotFound(basedOn);
  const latest = await latestLibraryOf(db, baseline.id);
  if (!latest) throw definitionProblems.noLibrary(baseline.basedOn);
  const functions: DefinitionFunction[] = (await listBaseFunctions(db)).map((base) => ({ name: base.name, active: base.active, custom: false }));
  const row = await inTransaction(
    db,
    (tx) =>
      addDefinition(
        tx,
        principal,
        organisation,
        {
          baselineSchemaId: baseline.id,
          baselineLibraryId: latest.id,
          name: checked.name,
          properties: { ...emptyProperties(), definitionVersion: '001.00' },
          functions,
          choices: emptyChoices(),
        },
        { change: 'aangemaakt', action: 'definition.created', after: { organisation: organisation.name, basedOn: baseline.basedOn } },
      ),
    () => definitionProblems.productExists(checked.name, baseline.basedOn),
  );
  return definitionSummaryOf(row, { organisation: organisation.name, baseline, library: latest, latest });
}

/** The codes of the library's ADNBRA and PORMAA lists, which the form's selects offer; a list the library lacks is not checked. */
async function propertyCodes(db: Db | Tx, libraryId: string | null): Promise<Pick<PropertiesContext, 'brancheCodes' | 'porCodes'>> {
  const lists = libraryId ? await libraryCodeLists(db, libraryId) : null;
  const codesOf = (name: string) => lists?.find((list) => list.name === name)?.values.map((value) => value.code);
  const brancheCodes = codesOf('ADNBRA');
  const porCodes = codesOf('PORMAA');
  return { ...(brancheCodes ? { brancheCodes } : {}), ...(porCodes ? { porCodes } : {}) };
}

/** Saves the properties form; the §5 rules refuse it field by field, and a code must be one of the library's. */
export async function saveMetadata(db: Db, principal: Principal, organisationName: string, name: string, metadata: DefinitionMetadata): Promise<DefinitionMetadata> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  let changelog: string;
  try {
    changelog = decodeURIComponent(metadata.encodedChangelog);
  } catch {
    throw definitionProblems.invalidProperties({ encodedChangelog: ['De wijzigingshistorie is niet goed gecodeerd.'] });
  }
  const typed = { ...metadata, changelog };
  return inTransaction(
    db,
    async (tx) => {
      const row = await existingDefinition(tx, organisation, name, { lock: true });
      refuseStale(row, metadata.revision);
      const others = (await definitionsOfOrganisation(tx, organisation.id)).filter((other) => other.id !== row.id).map((other) => other.name);
      const problems = definitionPropertyProblems(typed, { otherProductNames: others, ...(await propertyCodes(tx, row.baselineLibraryId)) });
      if (Object.keys(problems).length > 0) throw definitionProblems.invalidProperties(Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])));
      const { name: newName, ...properties } = normaliseDefinitionProperties(typed);
      const saved = await saveChange(tx, principal, row, 'eigenschappen', { name: newName, properties });
      return metadataOf(saved, saved.baselineLibraryId ? await libraryInfo(tx, saved.baselineLibraryId) : null);
    },
    definitionProblems.nameTakenMeanwhile,
  );
}

/** Saves the functions: custom names by the §5 rules, the base functions kept as they are; a dropped function's settings go. */
export async function saveFunctions(db: Db, principal: Principal, organisationName: string, name: string, functions: DefinitionFunction[], revision: number) {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  return inTransaction(db, async (tx) => {
    const row = await existingDefinition(tx, organisation, name, { lock: true });
    // A name the definition already has was accepted when it came, typed or from the standard's
    // own files (which may be longer, ADR 0058): only a new name is held to what a user may type.
    const stored = new Set(functionsOf(row).map((fn) => fn.name));
    const errors: Record<string, string[]> = {};
    const accepted: DefinitionFunction[] = [];
    functions.forEach((fn, index) => {
      const maxLength = stored.has(fn.name.trim()) ? MAX_STANDARD_FUNCTION_NAME_LENGTH : MAX_FUNCTION_NAME_LENGTH;
      const checked = checkNewFunctionName(fn.name, accepted.map((other) => other.name), { maxLength });
      if (!checked.ok) errors[`functions.${index}.name`] = [checked.message];
      else accepted.push({ ...fn, name: checked.name });
    });
    if (Object.keys(errors).length > 0) throw definitionProblems.invalidProperties(errors);
    refuseStale(row, revision);
    // The standards body's functions stay: a definition may switch them off, not drop or rename them.
    const base = functionsOf(row).filter((fn) => !fn.custom);
    const missing = base.find((fn) => !accepted.some((kept) => !kept.custom && kept.name === fn.name));
    if (missing) throw definitionProblems.invalidProperties({ functions: [`De standaardfunctie '${missing.name}' kan niet worden verwijderd of hernoemd; zet haar uit.`] });
    const invented = accepted.find((fn) => !fn.custom && !base.some((kept) => kept.name === fn.name));
    if (invented) throw definitionProblems.invalidProperties({ functions: [`Functie '${invented.name}' is geen standaardfunctie; voeg haar toe als eigen functie.`] });
    // A function that leaves takes its settings in the choices with it, in the same revision.
    const choices = choicesForFunctions(choicesOf(row), accepted.map((fn) => fn.name));
    const saved = await saveChange(tx, principal, row, 'functies', { functions: accepted, choices });
    return { functions: functionsOf(saved), revision: saved.revision };
  });
}

/** All node paths of a library: entities, and attributes as 'entity@attribute'. */
function pathsOf(library: BaselineLibrary): { entities: Set<string>; attributes: Set<string> } {
  const entities = new Set<string>();
  const attributes = new Set<string>();
  const visit = (node: BaselineEntityNode) => {
    entities.add(node.path);
    for (const attribute of node.attributes) attributes.add(attribute.path);
    node.children.forEach(visit);
  };
  library.roots.forEach(visit);
  return { entities, attributes };
}

/** Saves the choices of the definition page (the whole set, keyed by path in its library); each must narrow the library. */
export async function updateDefinition(db: Db, principal: Principal, organisationName: string, name: string, body: UpdateDefinitionBody): Promise<DefinitionSaved> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  return inTransaction(db, async (tx) => {
    const { row, library } = await lockedDefinitionWithLibrary(tx, organisation, name, body.revision);
    const paths = pathsOf(library);
    const unknown = [...Object.keys(body.entities).filter((path) => !paths.entities.has(path)), ...Object.keys(body.attributes).filter((path) => !paths.attributes.has(path))];
    if (unknown[0] !== undefined) throw definitionProblems.unknownPath(unknown[0]);
    const widening = definitionChoiceProblems(library, functionsOf(row).map((fn) => fn.name), body);
    if (Object.keys(widening).length > 0) throw definitionProblems.choicesWiden(widening);
    const choices: StoredChoices = { entities: body.entities, attributes: body.attributes, compositions: body.compositions ?? {} };
    const saved = await saveChange(tx, principal, row, 'definitie', { choices });
    return { revision: saved.revision, lastModified: saved.updatedAt.toISOString(), lastModifiedBy: saved.updatedByName };
  });
}

/** A new name for a definition; 'Product {name} bestaat al onder {basedOn}.' when taken. */
export async function renameDefinition(db: Db, pool: CertificationPool, principal: Principal, organisationName: string, name: string, typedName: string): Promise<DefinitionSummary> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const checked = checkNewProductName(typedName);
  if (!checked.ok) throw definitionProblems.nameInvalid(checked.message);
  const row = await inTransaction(
    db,
    async (tx) => {
      const current = await existingDefinition(tx, organisation, name, { lock: true });
      if (current.name === checked.name) return current;
      await refuseTakenName(tx, organisation, checked.name, current.id);
      return saveChange(tx, principal, current, 'hernoemd', { name: checked.name });
    },
    definitionProblems.nameTakenMeanwhile,
  );
  return wireOf(db, pool, row, organisation);
}

/** A copy under a new name, with everything the original has; the copy starts its own revisions. */
export async function copyDefinition(db: Db, pool: CertificationPool, principal: Principal, organisationName: string, name: string, typedName: string): Promise<DefinitionSummary> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const row = await inTransaction(db, async (tx) => {
    const original = await existingDefinition(tx, organisation, name);
    if (isSameProductName(typedName, original.name)) throw definitionProblems.copyMustDiffer();
    const checked = checkNewProductName(typedName, original.name);
    if (!checked.ok) throw definitionProblems.nameInvalid(checked.message);
    return addDefinition(
      tx,
      principal,
      organisation,
      {
        baselineSchemaId: original.baselineSchemaId,
        baselineLibraryId: original.baselineLibraryId,
        name: checked.name,
        properties: propertiesOf(original),
        functions: functionsOf(original),
        choices: choicesOf(original),
        // A copy is the whole definition: its verbandscontroles, variants and OpenAPI description too.
        businessRules: original.businessRules,
        variants: original.variants,
        openApiDescription: original.openApiDescription,
      },
      { change: 'gedupliceerd', action: 'definition.copied', after: { from: original.name } },
    );
  });
  return wireOf(db, pool, row, organisation);
}

/** Removes a definition with its revisions (administrators only; the route checks the role). */
export async function deleteDefinition(db: Db, principal: Principal, organisationName: string, name: string): Promise<void> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  await inTransaction(db, async (tx) => {
    const row = await existingDefinition(tx, organisation, name, { lock: true });
    await deleteDefinitionRow(tx, row.id);
    await recordAudit(tx, principal, { action: 'definition.deleted', entityType: 'definition', entityId: row.id, before: { name: row.name, revision: row.revision }, after: null });
  });
}
