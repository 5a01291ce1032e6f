import type { ArrayFacets, BaselineAttribute, Facets } from '../../../model/baseline-library.ts';
import { parseJsonText } from '../../../afd2/json/parse-json.ts';
import { isJsonObject, stringProperty, type JsonObject, type JsonValue } from '../../../afd2/json/json-value.ts';
import { readSchemaTree } from '../../../afd2/schema/read-entity-tree.ts';
import type { SchemaAttribute, SchemaEntity } from '../../../afd2/schema/schema-tree.ts';
import { definitionChoiceProblems, libraryIndex } from '../../choices/choice-problems.ts';
import { entityTypePositions } from '../../choices/composition-problems.ts';
import { untouchedAttribute, untouchedEntity, type AttributeChoice, type Definition, type EntityChoice } from '../../definition.ts';
import type { BaselineLibrary } from '../../../model/baseline-library.ts';
import { entityOccursIn, withEntityOccurs } from '../../entity-presence.ts';
import { childPointer } from '../../../afd2/json/json-pointer.ts';
import { isDefinitionVersionAttribute } from './definition-version.ts';
import { entityArrayWarnings } from '../../imports/entity-array-warnings.ts';

// 'Importeer AFD-definitie (ZIP)' for AFD 2.0 (docs/authoring.md: the reverse of generation): one
// function's JSON Schema read back into the definition's choices for that function. What the
// file keeps is selected there — entities with their maximum and minimum (an entity array in
// `required` with minContains 1 or more is V, ADR 0056), attributes V when required, O
// otherwise, with the facets, subsets, option lists and help texts that narrow the baseline; what
// it leaves out is excluded there (maximum 0, presence N). Other functions keep their choices.

export interface Afd2SchemaImport {
  ok: boolean;
  functionName: string;
  entities: Record<string, EntityChoice>;
  attributes: Record<string, AttributeChoice>;
  compositions: Record<string, string[]>;
  report: string[];
}

export const afd2ImportTexts = {
  notJson: 'Het JSON Schema van de ZIP is geen geldig JSON-object.',
  notAfd2: (detail: string) => `Het JSON Schema heeft niet de vorm van een AFD 2.0-definitie: ${detail}`,
  noFunction: 'Het JSON Schema noemt zijn functie niet (//comment.functionDescription).',
  unknownFunction: (name: string) => `De definitie heeft geen functie '${name}'; voeg haar toe onder Functies en importeer opnieuw.`,
  unknownEntity: (path: string) => `Entiteit '${path}' bestaat niet in de baseline library van deze definitie.`,
  unknownAttribute: (path: string) => `Attribuut '${path}' bestaat niet in de baseline library van deze definitie.`,
  choice: (path: string, message: string) => `${path}: ${message}`,
  functionAdded: (name: string) => `Functie '${name}' toegevoegd: het JSON Schema is voor deze functie, die de definitie nog niet had.`,
  /** Something the file says that the definition cannot hold (issue 27): named by its JSON pointer. */
  notCarried: (pointer: string, keyword: string) => `Waarschuwing: ${pointer || '/'}: '${keyword}' is niet overgenomen; de definitie kan dit niet vastleggen.`,
  commentNotCarried: (pointer: string) => `Waarschuwing: ${pointer}: is niet overgenomen; de definitie kan dit niet vastleggen.`,
  read: (functionName: string, entities: number, attributes: number, notCarried = 0) =>
    `Functie '${functionName}': ${entities} entiteiten en ${attributes} attributen ingelezen${notCarried === 0 ? '' : `; ${notCarried} ${notCarried === 1 ? 'beperking' : 'beperkingen'} niet overgenomen (zie de waarschuwingen)`}.`,
  failed: (count: number) => `Import afgebroken: ${count} ${count === 1 ? 'fout' : 'fouten'}; de definitie is niet gewijzigd.`,
} as const;

const sameValue = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** The facets (and array facets) in which the file's attribute narrows the baseline's. */
function narrowedFacets(read: SchemaAttribute, baseline: BaselineAttribute): { facets: Facets; arrayFacets: ArrayFacets } {
  const facets: Facets = {};
  for (const [key, value] of Object.entries(read.facets) as [keyof Facets, Facets[keyof Facets]][]) {
    if (key === 'enumeration' || value === undefined || sameValue(value, baseline.facets[key])) continue;
    (facets as Record<string, unknown>)[key] = value;
  }
  const arrayFacets: ArrayFacets = {};
  for (const [key, value] of Object.entries(read.arrayFacets ?? {}) as [keyof ArrayFacets, ArrayFacets[keyof ArrayFacets]][]) {
    if (value !== undefined && !sameValue(value, baseline.arrayFacets?.[key])) (arrayFacets as Record<string, unknown>)[key] = value;
  }
  return { facets, arrayFacets };
}

function customDescriptionAt(document: JsonObject, pointer: string): string | null {
  let node: JsonValue | undefined = document;
  for (const token of pointer.split('/').slice(1)) node = isJsonObject(node) ? node[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  return isJsonObject(node) ? (stringProperty(node, 'customDescription') ?? null) : null;
}

function attributeChoice(read: SchemaAttribute, baseline: BaselineAttribute, before: AttributeChoice, functionName: string, document: JsonObject, definitionVersion: string): AttributeChoice {
  const { facets, arrayFacets } = narrowedFacets(read, baseline);
  // Generation writes the definition's own version there; kept as a choice it would outlive the next version.
  if (isDefinitionVersionAttribute(read.path) && facets.const === definitionVersion.trim()) delete facets.const;
  // Codes listed by a plain `enum`/`oneOf` (no codelistName) where the baseline has a code list: the subset they are.
  const listed = read.codeList?.values ?? (baseline.codeList ? (read.facets.enumeration ?? null) : null);
  const subset = baseline.codeList && listed !== null && !sameValue(listed, baseline.codeList.values) ? listed : null;
  const options = !baseline.codeList && read.facets.enumeration && !sameValue(read.facets.enumeration, baseline.facets.enumeration) ? read.facets.enumeration : null;
  return {
    ...before,
    selected: true,
    presenceByFunction: { ...before.presenceByFunction, [functionName]: read.required ? 'V' : 'O' },
    customOptionList: options,
    codeListSubset: subset,
    useUpToDateCodeList: baseline.codeList !== null && listed === null && before.useUpToDateCodeList,
    facets,
    arrayFacets,
    helpText: customDescriptionAt(document, read.pointer) ?? before.helpText,
  };
}

/** The function a generated JSON Schema is for: its `//comment.functionDescription`. */
function functionNamed(document: JsonObject): string | undefined {
  const comment = document['//comment'];
  return isJsonObject(comment) ? stringProperty(comment, 'functionDescription') : undefined;
}

/** The function a generated JSON Schema's text names, or null when it is no JSON object or names none. */
export function afd2SchemaFunctionName(schemaText: string): string | null {
  const parsed = parseJsonText(schemaText);
  return parsed.ok && isJsonObject(parsed.value) ? (functionNamed(parsed.value) ?? null) : null;
}

/**
 * What the file says that the choices have no place for (issue 27): the keywords the schema reader
 * does not model, a tuple's `items`, `//comment` entries other than the two generation writes. (The set's -validationRules.json is
 * taken over by the import itself: importValidationRules.)
 */
function notCarried(document: JsonObject, tree: ReturnType<typeof readSchemaTree>): string[] {
  const lines = tree.unsupported.map((unsupported) => afd2ImportTexts.notCarried(unsupported.pointer, unsupported.keyword));
  const visit = (entity: SchemaEntity) => {
    for (const attribute of entity.attributes) if (attribute.tuple !== null) lines.push(afd2ImportTexts.notCarried(childPointer(attribute.pointer, 'items'), 'items'));
    entity.children.forEach(visit);
  };
  tree.roots.forEach(visit);
  const comment = document['//comment'];
  if (isJsonObject(comment)) {
    // Generation writes these two from the definition (its function, its change log): anything else there is the file's own.
    for (const key of Object.keys(comment)) if (key !== 'functionDescription' && key !== 'afdDefinitionChangeLog') lines.push(afd2ImportTexts.commentNotCarried(childPointer('', '//comment', key)));
  }
  return lines;
}

/**
 * Reads one function's generated JSON Schema into the definition's choices. `baselineDocument`:
 * the file the library was read from, for what it says that the library does not record (an
 * entity array's uniqueItems, an optional entity's minContains).
 */
export function readAfd2FunctionSchema(schemaText: string, library: BaselineLibrary, definition: Definition, baselineDocument: string): Afd2SchemaImport {
  const failed = (report: string[], functionName = ''): Afd2SchemaImport => ({
    ok: false,
    functionName,
    entities: {},
    attributes: {},
    compositions: {},
    report: [...report, afd2ImportTexts.failed(report.length)],
  });
  const parsed = parseJsonText(schemaText);
  if (!parsed.ok || !isJsonObject(parsed.value)) return failed([afd2ImportTexts.notJson]);
  const document = parsed.value;
  const functionName = functionNamed(document);
  if (functionName === undefined) return failed([afd2ImportTexts.noFunction]);
  if (!definition.functions.some((fn) => fn.name === functionName)) return failed([afd2ImportTexts.unknownFunction(functionName)], functionName);
  const tree = readSchemaTree(document);
  if (tree.errors.length > 0 || !tree.complete) return failed(tree.errors.slice(0, 10).map((error) => afd2ImportTexts.notAfd2(`${error.message} ${error.description}`.trim())), functionName);

  const index = libraryIndex(library);
  const errors: string[] = [];
  const keptEntities = new Map<string, SchemaEntity>();
  const keptAttributes = new Map<string, SchemaAttribute>();
  const visit = (entity: SchemaEntity) => {
    if (!index.entities.has(entity.path)) return void errors.push(afd2ImportTexts.unknownEntity(entity.path));
    keptEntities.set(entity.path, entity);
    for (const attribute of entity.attributes) {
      if (index.attributes.has(attribute.path)) keptAttributes.set(attribute.path, attribute);
      else errors.push(afd2ImportTexts.unknownAttribute(attribute.path));
    }
    entity.children.forEach(visit);
  };
  tree.roots.forEach(visit);
  if (errors.length > 0) return failed(errors, functionName);

  const entities: Record<string, EntityChoice> = {};
  for (const [path, node] of index.entities) {
    const before = definition.entities[path] ?? untouchedEntity();
    const read = keptEntities.get(path);
    const selected = read !== undefined || before.selected;
    // Kept: its maximum (maxContains) and minimum (`required` with minContains, ADR 0056) as the file says them; left out: excluded.
    const occurs = read ? { minOccurs: read.minOccurs, maxOccurs: read.maxOccurs } : { minOccurs: node.minOccurs, maxOccurs: before.selected ? 0 : entityOccursIn(node, before, functionName).maxOccurs };
    if (selected || definition.entities[path]) entities[path] = withEntityOccurs(node, { ...before, selected }, functionName, occurs);
  }
  const attributes: Record<string, AttributeChoice> = {};
  for (const [path, baseline] of index.attributes) {
    const before = definition.attributes[path] ?? untouchedAttribute();
    const read = keptAttributes.get(path);
    if (read) attributes[path] = attributeChoice(read, baseline, before, functionName, document, definition.properties.definitionVersion);
    else if (definition.attributes[path]) attributes[path] = { ...before, presenceByFunction: { ...before.presenceByFunction, [functionName]: 'N' } };
  }
  const compositions: Record<string, string[]> = { ...definition.compositions };
  for (const position of entityTypePositions(library)) {
    if (position.entityTypes.length < 2) continue;
    const kept = position.entityTypes.filter((type) => [...keptEntities.values()].some((entity) => entity.entityTypeName === type && `${entity.path.slice(0, entity.path.lastIndexOf('/') + 1)}${entity.name}` === position.key));
    if (kept.length > 0 && kept.length < position.entityTypes.length) compositions[position.key] = kept;
  }

  const problems = definitionChoiceProblems(library, definition.functions.map((fn) => fn.name), { entities, attributes, compositions });
  const choiceErrors = Object.entries(problems).flatMap(([field, messages]) => messages.map((message) => afd2ImportTexts.choice(field.slice(field.indexOf('.') + 1), message)));
  if (choiceErrors.length > 0) return failed(choiceErrors, functionName);
  const warnings = [...notCarried(document, tree), ...entityArrayWarnings(tree.roots, baselineDocument, functionName)];
  return { ok: true, functionName, entities, attributes, compositions, report: [...warnings, afd2ImportTexts.read(functionName, keptEntities.size, keptAttributes.size, warnings.length)] };
}
