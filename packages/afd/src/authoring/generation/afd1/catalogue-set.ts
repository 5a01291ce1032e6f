import { afd1CatalogueFileName, type Afd1CatalogueFileKind } from '../../../afd1/catalogue/catalogue-file-names.ts';
import { attributeValue, childElements, descendantElements, isXsd, resolveQName } from '../../../afd1/xml/plain-dom-queries.ts';
import type { LoadedSchema } from '../../../afd1/xml/loaded-schema.ts';
import type { PlainElement } from '../../../afd1/xml/plain-dom.ts';
import { loadCatalogueSchemaFile } from '../../../afd1/xml/schema-set.ts';
import { referenceToFile, type GeneratedFile } from '../generated-file.ts';
import type { BaselineSource } from './baseline-source.ts';
import { referenceKey, XsdWriter } from './xsd-writer.ts';

// The catalogue's XSD files that the schema imports (directly or through each other), renamed for
// the set (afdFormats.xsd, afdCodelists.xsd, ...) with their imports pointed at each other's new
// names (as URI references: a space is %20), so the ZIP validates a message on its own. The code-list file keeps only the lists the
// set uses: certification resolves imports from the stored catalogue, never from these files, so
// the subset changes nothing there, and the consumer gets the lists that apply to the product.

/** The set's file name (after the stem) per kind of catalogue file. */
export const catalogueRoles: Readonly<Record<Afd1CatalogueFileKind, string>> = {
  formats: 'afdFormats.xsd',
  codeLists: 'afdCodelists.xsd',
  coverageGroups: 'afdDekkingcodes.xsd',
  attributes: 'afdAttributen.xsd',
  entities: 'afdEntiteiten.xsd',
  structure: 'afdContractberichtstructuur.xsd',
};

export interface CatalogueFilePlan {
  schema: LoadedSchema;
  kind: Afd1CatalogueFileKind | null;
  /** Its name in the set. */
  name: string;
}

/** The catalogue files the baseline imports by namespace, with their names in the set. */
export function catalogueFilePlan(source: BaselineSource, catalogueXsdFiles: Readonly<Record<string, string>>, stem: string): Map<string, CatalogueFilePlan> {
  const kindOfNamespace = new Map<string, { kind: Afd1CatalogueFileKind | null; fileName: string }>();
  for (const [fileName, text] of Object.entries(catalogueXsdFiles)) {
    const loaded = loadCatalogueSchemaFile(text, fileName);
    const namespace = loaded.ok ? loaded.schema.targetNamespace : null;
    if (namespace !== null && !kindOfNamespace.has(namespace)) kindOfNamespace.set(namespace, { kind: afd1CatalogueFileName(fileName)?.kind ?? null, fileName });
  }
  const plan = new Map<string, CatalogueFilePlan>();
  const used = new Set<string>();
  for (const [namespace, schema] of source.components.set.imported) {
    const known = kindOfNamespace.get(namespace);
    const kind = known?.kind ?? null;
    // A file of a kind met before, or of no known kind, keeps its own base name.
    const ownName = `afd-${(known?.fileName ?? schema.fileName).replace(/^.*[/\\]/, '').replace(/\.xsd$/i, '')}.xsd`;
    const role = kind !== null && !used.has(catalogueRoles[kind]) ? catalogueRoles[kind] : ownName;
    used.add(role);
    plan.set(namespace, { schema, kind, name: `${stem}-${role}` });
  }
  return plan;
}

/** The catalogue files of the set; `references` are the QNames the schema uses ('namespace localName'). */
export function catalogueFiles(plan: ReadonlyMap<string, CatalogueFilePlan>, references: ReadonlySet<string>): GeneratedFile[] {
  const locations = new Map([...plan].map(([namespace, file]) => [namespace, referenceToFile(file.name)]));
  const used = new Set(references);
  const written = new Map<string, GeneratedFile>();
  for (const [namespace, file] of plan) {
    if (file.kind === 'codeLists') continue;
    const { text, references: theirs } = writeCatalogueFile(file.schema, locations, () => true);
    theirs.forEach((reference) => used.add(reference));
    written.set(namespace, { name: file.name, content: text });
  }
  for (const [namespace, file] of plan) {
    if (file.kind !== 'codeLists') continue;
    const kept = usedTypeNames(file.schema, used);
    written.set(namespace, { name: file.name, content: writeCatalogueFile(file.schema, locations, (child) => !isXsd(child, 'simpleType') || kept.has(attributeValue(child, 'name') ?? '')).text });
  }
  // In the plan's order: the order the baseline imports them.
  return [...plan.keys()].map((namespace) => written.get(namespace)).filter((file): file is GeneratedFile => file !== undefined);
}

function writeCatalogueFile(schema: LoadedSchema, locations: ReadonlyMap<string, string>, keep: (child: PlainElement) => boolean): { text: string; references: ReadonlySet<string> } {
  const writer = new XsdWriter();
  const { root } = schema;
  writer.raw('<?xml version="1.0" encoding="UTF-8"?>');
  const attributes = root.attributes.filter((attribute) => attribute.namespaceURI === null).map((attribute) => [attribute.name, attribute.value] as const);
  const inner = writer.open('', root.nodeName, attributes, new Map(), root.namespaces);
  for (const child of childElements(root)) {
    if (isXsd(child, 'import')) {
      const namespace = attributeValue(child, 'namespace') ?? '';
      writer.empty('  ', child.nodeName, [['namespace', namespace], ['schemaLocation', locations.get(namespace) ?? attributeValue(child, 'schemaLocation')]], inner, child.namespaces);
    } else if (keep(child)) writer.copy(child, '  ', inner);
  }
  writer.close('', root.nodeName);
  return { text: writer.text(), references: writer.references };
}

/** Names of the file's simple types that `references` name, with the types they are built on. */
function usedTypeNames(schema: LoadedSchema, references: ReadonlySet<string>): Set<string> {
  const namespace = schema.targetNamespace;
  const types = new Map(childElements(schema.root, 'simpleType').map((type) => [attributeValue(type, 'name') ?? '', type]));
  const kept = new Set([...types.keys()].filter((name) => references.has(referenceKey(namespace, name))));
  const pending = [...kept];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const type = types.get(name);
    for (const element of type ? descendantElements(type) : []) {
      const qnames = [attributeValue(element, 'base'), attributeValue(element, 'itemType'), ...(attributeValue(element, 'memberTypes')?.split(/\s+/) ?? [])];
      for (const qname of qnames) {
        if (qname === undefined || qname === '') continue;
        const resolved = resolveQName(element, qname);
        if (resolved.namespace === namespace && types.has(resolved.localName) && !kept.has(resolved.localName)) {
          kept.add(resolved.localName);
          pending.push(resolved.localName);
        }
      }
    }
  }
  return kept;
}
