import {
  certifyJsonSchema,
  certifyXsd,
  generateFunctionSchemaSet,
  type BaselineEntityNode,
  type BaselineLibrary,
  type Catalogue,
  type Definition,
  type GeneratedSchemaSet,
} from '@afd/afd';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageValidator, messageXml, samplePlan } from '../../../../packages/afd/src/authoring/generation/afd1/sample-message.testing.ts';
import { afd2SampleMessage, boundedEntities, everyItemCounted } from '../../../../packages/afd/src/authoring/generation/json-schema/sample-message.testing.ts';
import { CodeListLookup } from '../../../../packages/afd/src/afd2/schema/code-list-ref.ts';
import { loadSchemaDocument } from '../../../../packages/afd/src/afd2/schema/load-schema-document.ts';
import { testEngines } from '../helpers/test-database.ts';
import { readBlob } from '../../src/db/blob-store.ts';
import type { Database } from '../../src/db/client.ts';
import { baselineLibraries, datacatalogs, definitions } from '../../src/db/schema/index.ts';
import { seedDemoDefinitions } from '../../src/demo/demo-definitions.ts';
import { databaseWithDemoParts } from '../../src/demo/demo-seed.testing.ts';
import { contextOfBaseline } from '../../src/shared/certification/certification-context.ts';
import { findBaselineById } from '../../src/modules/authoring/definition-store/authoring-baselines.ts';
import { domainDefinition } from '../../src/modules/authoring/definition-store/stored-definition.ts';

// Issue 13 point 1: for every demo definition and every active function, AFD 1.0 and 2.0, the
// generated schema compiles, certifies against the definition's own baseline library without
// findings, takes a message built from the definition, and refuses the same message with an
// attribute the function leaves out (N) or with one entity more than the function allows.

interface Case {
  name: string;
  functionName: string;
  library: BaselineLibrary;
  definition: Definition;
  set: GeneratedSchemaSet;
  certify: () => { messages: { severity: number; message: string; description: string }[]; manualValidation: boolean };
  catalogueFiles: Record<string, string>;
  codeLists: Catalogue['codeLists'];
}

function everyNode(library: BaselineLibrary): BaselineEntityNode[] {
  const nodes: BaselineEntityNode[] = [];
  const visit = (node: BaselineEntityNode) => {
    nodes.push(node);
    node.children.forEach(visit);
  };
  library.roots.forEach(visit);
  return nodes;
}

async function casesOf(database: Database): Promise<Case[]> {
  const cases: Case[] = [];
  for (const row of await database.db.select().from(definitions)) {
    const [libraryRow] = await database.db.select().from(baselineLibraries).where(eq(baselineLibraries.id, row.baselineLibraryId ?? ''));
    const baseline = await findBaselineById(database.db, row.baselineSchemaId);
    const document = libraryRow ? await readBlob(database.db, libraryRow.contentBlobId) : null;
    const [catalogue] = await database.db.select().from(datacatalogs).where(eq(datacatalogs.id, libraryRow?.datacatalogId ?? ''));
    if (!libraryRow || !baseline || !document || !catalogue) throw new Error(`demo definition ${row.name} lacks its library, baseline or catalogue`);
    const library = libraryRow.library as BaselineLibrary;
    const definition = domainDefinition(row, 'Polderzeker', baseline.basedOn);
    const baselineDocument = new TextDecoder().decode(document.content);
    const context = library.afdVersion === 1 ? await contextOfBaseline(database.db, baseline.id, baseline.names) : null;
    const codeLists = (catalogue.catalogue as Catalogue).codeLists;
    for (const fn of definition.functions.filter((candidate) => candidate.active)) {
      const set = generateFunctionSchemaSet({ definition, library, baselineDocument, functionName: fn.name, businessRules: [], catalogueXsdFiles: catalogue.xsdFiles });
      const certify = () =>
        context
          ? certifyXsd({ xsd: set.schema.content, fileName: set.schema.name, baseline: library, baselineXsd: baselineDocument, catalogueResolver: context.catalogueResolver, xpathRules: context.xpathRules })
          : certifyJsonSchema({ schemaText: set.schema.content, baseline: library, codeLists });
      cases.push({ name: row.name, functionName: fn.name, library, definition, set, certify, catalogueFiles: catalogue.xsdFiles, codeLists });
    }
  }
  return cases;
}

/** An attribute of a kept entity that the function leaves out (N or never chosen), with the entity's path. */
function leftOut(library: BaselineLibrary, set: GeneratedSchemaSet, keptEntities: ReadonlySet<string>, keptAttributes: ReadonlySet<string>, requiredOnly: boolean) {
  return everyNode(library)
    .filter((node) => keptEntities.has(node.path) && (!requiredOnly || node.minOccurs > 0))
    .flatMap((node) => node.attributes.filter((attribute) => !keptAttributes.has(attribute.path)).map((attribute) => ({ node, attribute })))
    .at(0);
}

/** The first item of the entity at this path ('policy-default/object-car') in a message, or null. */
function itemAt(message: Record<string, unknown>, path: string): Record<string, unknown> | null {
  let owner: Record<string, unknown> | null = message;
  for (const step of path.split('/')) {
    const [name, ...type] = step.split('-');
    const items: unknown = owner?.[name ?? ''];
    owner = Array.isArray(items) ? ((items as Record<string, unknown>[]).find((item) => item.entityType === type.join('-')) ?? null) : null;
  }
  return owner === message ? null : owner;
}

describe.each(testEngines)('every demo definition, every active function (%s)', (engine) => {
  let database: Database;
  let cases: Case[] = [];
  beforeAll(async () => {
    database = await databaseWithDemoParts(engine, ['Polderzeker', 'Assurantiekantoor-Dijkstra'], [seedDemoDefinitions]);
    cases = await casesOf(database);
  }, 120_000);
  afterAll(() => database.close());

  it('covers the four demo definitions, AFD 1.0 and 2.0', () => {
    expect(new Set(cases.map((entry) => entry.name)).size).toBe(4);
    expect(new Set(cases.map((entry) => entry.library.afdVersion))).toEqual(new Set([1, 2]));
  });

  it('certifies each function against the definition’s own library without findings (compiling included)', () => {
    for (const entry of cases) {
      const result = entry.certify();
      expect(result.messages.filter((message) => message.severity !== 0).map((message) => `${message.message} ${message.description}`), `${entry.name}/${entry.functionName}`).toEqual([]);
      expect(result.manualValidation, `${entry.name}/${entry.functionName}`).toBe(false);
    }
  });

  it('takes an AFD 1.0 message built from the definition and refuses one with an N attribute or an entity too many', () => {
    let refusals = 0;
    for (const entry of cases.filter((candidate) => candidate.library.afdVersion === 1)) {
      const label = `${entry.name}/${entry.functionName}`;
      const files = Object.fromEntries([entry.set.schema, ...entry.set.companions].map((file) => [file.name, file.content]));
      const validate = messageValidator(entry.set.schema.name, files);
      const namespace = entry.library.targetNamespace ?? '';
      const plan = samplePlan(entry.library, entry.definition, entry.functionName);
      expect(validate(messageXml(entry.library, plan, namespace)), label).toEqual([]);

      const extra = leftOut(entry.library, entry.set, new Set(plan.entities.keys()), new Set(plan.attributes.keys()), false);
      if (extra) {
        const withN = { entities: new Map(plan.entities), attributes: new Map([...plan.attributes, [extra.attribute.path, 'A']]) };
        expect(validate(messageXml(entry.library, withN, namespace)).length, `${label}: ${extra.attribute.path}`).toBeGreaterThan(0);
        refusals += 1;
      }
      // Below the root: a second root element would not be a document at all.
      const bounded = everyNode(entry.library).find((node) => !entry.library.roots.includes(node) && plan.entities.has(node.path) && node.maxOccurs !== 'unbounded');
      if (bounded && bounded.maxOccurs !== 'unbounded') {
        const tooMany = { entities: new Map([...plan.entities, [bounded.path, bounded.maxOccurs + 1]]), attributes: plan.attributes };
        expect(validate(messageXml(entry.library, tooMany, namespace)).length, `${label}: ${bounded.path}`).toBeGreaterThan(0);
        refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThanOrEqual(cases.filter((candidate) => candidate.library.afdVersion === 1).length);
  });

  it('takes an AFD 2.0 message built from the definition (every item counted) and refuses one with an N attribute or an entity too many', () => {
    const refusals = { n: 0, tooMany: 0 };
    for (const entry of cases.filter((candidate) => candidate.library.afdVersion === 2)) {
      const label = `${entry.name}/${entry.functionName}`;
      const lookup = new CodeListLookup(entry.codeLists, entry.library.codeLists);
      const strict = loadSchemaDocument(everyItemCounted(entry.set.schema.content), lookup);
      const plain = loadSchemaDocument(entry.set.schema.content, lookup);
      if (!strict.ok || !plain.ok) throw new Error(`${label} does not compile`);
      const message = afd2SampleMessage(entry.library, entry.definition, entry.functionName);
      expect(strict.loaded.validate(message), `${label} ${JSON.stringify(strict.loaded.validate.errors)}`).toBe(true);
      expect(plain.loaded.validate(message), label).toBe(true);

      // An item with an attribute the function leaves out no longer matches its type: where that
      // type is required (the strict copy), the message is refused.
      const found = everyNode(entry.library)
        .map((node) => ({ node, item: itemAt(message, node.path) }))
        .find(({ node, item }) => item !== null && node.attributes.some((attribute) => !(attribute.name in item)));
      if (found && found.item) {
        const attribute = found.node.attributes.find((candidate) => !(candidate.name in (found.item ?? {})));
        const withN = structuredClone(message);
        const item = itemAt(withN, found.node.path);
        if (item && attribute) item[attribute.name] = 'x';
        expect(strict.loaded.validate(withN), `${label}: ${attribute?.path}`).toBe(false);
        refusals.n += 1;
      }
      for (const { path, maxOccurs } of boundedEntities(entry.library, entry.definition, entry.functionName).filter((bounded) => bounded.maxOccurs < 20)) {
        const tooMany = afd2SampleMessage(entry.library, entry.definition, entry.functionName, (candidate, minimum) => (candidate === path ? maxOccurs + 1 : Math.max(minimum, 1)));
        expect(plain.loaded.validate(tooMany), `${label}: ${path} × ${maxOccurs + 1}`).toBe(false);
        refusals.tooMany += 1;
      }
    }
    const functions = cases.filter((candidate) => candidate.library.afdVersion === 2).length;
    // The demo definition leaves an attribute out (N) in its last active function.
    expect(refusals.n).toBeGreaterThan(0);
    expect(refusals.tooMany).toBeGreaterThanOrEqual(functions);
  });
});
