import { mergedTree, outlineOfTree, untouchedAttribute, type BaselineAttribute, type BaselineEntityNode, type BaselineLibrary, type Definition } from '@afd/afd/authoring';
import { domainTree, wireTree, type DefinitionOutline, type DefinitionWithTree, type TreeEntity } from '@afd/contracts';
import { json, problem, type FetchStub, type StubRequest } from '@/testing/fetch-stub';

// Definitions for the page's screen tests, their trees merged by the domain's own mergedTree and
// answered in the wire's names (@afd/contracts' wireTree, as the server does) so the tests see the server's shapes: an AFD 1.0 one (formats, a code list) and an AFD 2.0 one
// (types, facets, an entity offered under two entity types).

export const organisation = 'Voorbeeld Verzekeringen';
export const productName = 'Woonhuis Basis';

const attribute = (path: string, extra: Partial<BaselineAttribute> = {}): BaselineAttribute => ({
  id: path,
  path,
  name: path.slice(path.indexOf('@') + 1),
  description: `Omschrijving van ${path.slice(path.indexOf('@') + 1)}`,
  format: 'AN..35',
  dataType: null,
  codeList: null,
  facets: {},
  arrayFacets: null,
  required: false,
  ...extra,
});

const entity = (path: string, extra: Partial<BaselineEntityNode> = {}): BaselineEntityNode => ({
  id: path,
  path,
  name: (path.split('/').pop() ?? path).split('-')[0] ?? path,
  entityTypeName: null,
  description: `Entiteit ${path}`,
  minOccurs: 0,
  maxOccurs: 5,
  attributes: [],
  children: [],
  ...extra,
});

export const afd1Library: BaselineLibrary = {
  afdVersion: 1,
  jsonSchemaDraft: null,
  targetNamespace: 'http://www.sivi.org/berichtschema',
  codeLists: [],
  roots: [
    entity('PP', {
      minOccurs: 1,
      maxOccurs: 1,
      attributes: [
        attribute('PP@PP_NUMMER', { required: true, format: 'AN..20' }),
        attribute('PP@PP_NAAM'),
        attribute('PP@PP_BRANCHE', { format: 'AN..3', codeList: { name: 'ADNBRA', values: null } }),
        attribute('PP@PP_BEDRAG', { format: 'N..9' }),
      ],
      children: [entity('PP/AL', { attributes: [attribute('PP/AL@AL_OMSCHR')] }), entity('PP/VP', { maxOccurs: 1 })],
    }),
  ],
};

export const afd2Library: BaselineLibrary = {
  afdVersion: 2,
  jsonSchemaDraft: '2019-09',
  targetNamespace: null,
  codeLists: [],
  roots: [
    entity('Pakket-PakketType', {
      entityTypeName: 'PakketType',
      minOccurs: 1,
      maxOccurs: 1,
      attributes: [
        attribute('Pakket-PakketType@omschrijving', { format: null, dataType: { type: 'string', isArray: false }, facets: { maxLength: 50 } }),
        attribute('Pakket-PakketType@aantal', { format: null, dataType: { type: 'integer', isArray: false }, facets: { minimum: 0, maximum: 100 } }),
      ],
      children: [
        entity('Pakket-PakketType/Object-Auto', { entityTypeName: 'Auto' }),
        entity('Pakket-PakketType/Object-Woonhuis', { entityTypeName: 'Woonhuis' }),
      ],
    }),
  ],
};

const functions = [
  { name: 'offerte', active: true, custom: false },
  { name: 'polis', active: true, custom: false },
];

export function definitionOn(library: BaselineLibrary, choices: Partial<Pick<Definition, 'entities' | 'attributes' | 'compositions'>> = {}, revision = 3): DefinitionWithTree {
  const afd1 = library.afdVersion === 1;
  const domain: Definition = {
    organisation,
    basedOn: afd1 ? 'Schade-Contractbericht-Particulier' : 'VBPUO-Bericht-Vermogen',
    baselineLibraryId: '11111111-1111-4111-8111-111111111111',
    revision,
    properties: {} as Definition['properties'],
    functions,
    entities: choices.entities ?? {},
    attributes: choices.attributes ?? {},
    compositions: choices.compositions ?? {},
  };
  return {
    name: productName,
    definitionVersion: '001.00',
    brancheCode: '',
    porCode: '',
    datacatVersion: '20260201',
    ingangsdatum: '',
    einddatum: '',
    riskCarrier: '',
    productSegment: 0,
    tag: '',
    encodedChangelog: '',
    revision,
    organisation,
    basedOn: domain.basedOn,
    lastModified: '2026-11-20T09:30:00.000Z',
    lastModifiedBy: 'C. de Vries',
    functions,
    hasPredefinedEntities: false,
    variants: [],
    hasOpenApiDescription: false,
    baselineLibraryId: domain.baselineLibraryId,
    baselineLibraryCreationTime: '2026-11-01T09:00:00.000Z',
    taskIds: [],
    certificationAreaVersion: afd1 ? '1' : '2',
    children: wireTree(mergedTree(library, domain)),
    compositions: domain.compositions,
  };
}

/** What GET /DefinitionOutline answers for a definition with this tree (as the server's route tests check). */
export function outlineOf(definition: DefinitionWithTree): DefinitionOutline {
  const { children, compositions, ...rest } = definition;
  return { ...rest, ...outlineOfTree(domainTree(children)), compositions };
}

/** What GET /DefinitionAttributes answers for one entity of that tree, or undefined for a path it lacks. */
export function entityAttributesOf(definition: DefinitionWithTree, entityPath: string): TreeEntity['attributes'] | undefined {
  const find = (entities: readonly TreeEntity[]): TreeEntity | undefined => {
    for (const entity of entities) {
      if (entity.path === entityPath) return entity;
      const below = find(entity.children);
      if (below) return below;
    }
    return undefined;
  };
  return find(definition.children)?.attributes;
}

const definitionCallPath = (call: string) => `/api/productdefinities/${call}/${encodeURIComponent(organisation)}/${encodeURIComponent(productName)}`.toLowerCase();
/** The page's first call, as the stub sees it (tests count it). */
export const outlinePath = definitionCallPath('DefinitionOutline');

/** Answers the page's two reading calls from a definition with its whole tree, as the server would (ADR 0065). */
export function serveDefinition(server: FetchStub, definition: () => DefinitionWithTree): FetchStub {
  return server
    .on('GET', outlinePath, () => json(outlineOf(definition())))
    .on('GET', definitionCallPath('DefinitionAttributes'), (request: StubRequest) => {
      const entityPath = request.url.searchParams.get('entityPath') ?? '';
      const attributes = entityAttributesOf(definition(), entityPath);
      return attributes ? json(attributes) : problem({ status: 404, title: 'Niet gevonden', detail: `Entiteit '${entityPath}' bestaat niet.` });
    });
}

export const selectedAttribute = (extra: Partial<ReturnType<typeof untouchedAttribute>> = {}) => ({ ...untouchedAttribute(), selected: true, ...extra });

export const codelists = [
  {
    name: 'ADNBRA',
    listItems: [
      { value: '020', label: 'Inboedel' },
      { value: '021', label: 'Personenauto' },
      { value: '030', label: 'Woonhuis' },
    ],
  },
];
