import type { DefinitionChoices } from '../authoring/choices/choice-problems.ts';
import type { BaselineEntityNode, BaselineLibrary } from '../model/baseline-library.ts';
import type { Catalogue } from '../model/catalogue.ts';
import { compareDutch, type ReportContent } from './report-content.ts';

// StudioAfdElementUsageReport: per element of the data catalogue (entity, or attribute of an
// entity), the definitions of AFD Online Samenstellen that use it — that select a node of their
// library standing for it. AFD 1.0 names an attribute as its XSD element (PP_INGDAT), AFD 2.0 as
// entity.attribute. Elements no definition uses are listed too (with 0), and elements a definition
// uses that the current catalogue no longer has. Failures are definitions whose library is gone.

export interface ElementUse {
  element: string;
  kind: 'Entiteit' | 'Attribuut';
}

const entityElement = (node: BaselineEntityNode): string => node.name;
const attributeElement = (node: BaselineEntityNode, attributeName: string, afdVersion: 1 | 2): string =>
  afdVersion === 1 ? attributeName : `${node.name}.${attributeName}`;

/** The catalogue elements one definition uses: its selected entities and attributes, by their library nodes. */
export function elementUsesOf(library: BaselineLibrary, choices: DefinitionChoices): ElementUse[] {
  const uses = new Map<string, ElementUse>();
  const visit = (node: BaselineEntityNode) => {
    if (choices.entities[node.path]?.selected) uses.set(`E ${entityElement(node)}`, { element: entityElement(node), kind: 'Entiteit' });
    for (const attribute of node.attributes) {
      if (!choices.attributes[attribute.path]?.selected) continue;
      const element = attributeElement(node, attribute.name, library.afdVersion);
      uses.set(`A ${element}`, { element, kind: 'Attribuut' });
    }
    node.children.forEach(visit);
  };
  library.roots.forEach(visit);
  return [...uses.values()];
}

/** Every element of the catalogue, with its description. */
export function catalogueElements(catalogue: Catalogue): (ElementUse & { description: string })[] {
  return catalogue.entities.flatMap((entity) => [
    { element: entity.name, kind: 'Entiteit' as const, description: entity.description },
    ...entity.entityTypes.flatMap((entityType) =>
      entityType.attributes.map((attribute) => ({
        element: entityType.name === null ? `${entity.name}_${attribute.name}` : `${entity.name}.${attribute.name}`,
        kind: 'Attribuut' as const,
        description: attribute.description,
      })),
    ),
  ]);
}

export interface DefinitionElementUses {
  /** organisation/baseline/name */
  path: string;
  /** Null when the definition's library is gone: it counts as a failure. */
  uses: ElementUse[] | null;
}

/** The report: one row per element, in Dutch order of element then kind. */
export function elementUsageReport(catalogue: Catalogue | null, definitions: DefinitionElementUses[]): ReportContent {
  const rows = new Map<string, { use: ElementUse; description: string; definitions: Set<string> }>();
  const key = (use: ElementUse) => `${use.kind} ${use.element}`;
  for (const element of catalogue ? catalogueElements(catalogue) : []) {
    rows.set(key(element), { use: element, description: element.description, definitions: new Set() });
  }
  for (const definition of definitions) {
    for (const use of definition.uses ?? []) {
      const row = rows.get(key(use)) ?? { use, description: 'Niet in de actuele datacatalogus', definitions: new Set<string>() };
      row.definitions.add(definition.path);
      rows.set(key(use), row);
    }
  }
  const sorted = [...rows.values()].sort((a, b) => compareDutch(a.use.element, b.use.element) || compareDutch(a.use.kind, b.use.kind));
  return {
    schemaCount: definitions.length,
    failureCount: definitions.filter((definition) => definition.uses === null).length,
    tables: [
      {
        title: 'Elementgebruik',
        columns: [
          { header: 'Element', width: 36 },
          { header: 'Soort', width: 11 },
          { header: 'Omschrijving', width: 48 },
          { header: '#Definities', width: 12 },
          { header: 'Definities', width: 90 },
        ],
        rows: sorted.map((row) => {
          const users = [...row.definitions].sort(compareDutch);
          return [row.use.element, row.use.kind, row.description, users.length, users.join('\n') || null];
        }),
      },
    ],
  };
}
