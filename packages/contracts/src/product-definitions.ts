import { z } from 'zod';

// AFD Online Samenstellen (spec 001 §3 'Product definition', 'Function', 'Entity', 'Attribute';
// §7 'Product definitions'): the wire shapes of definitions, their properties and functions. The
// properties rules with their Dutch messages (§5) live in packages/afd (authoring/properties):
// the server checks every save with them and answers the messages as field errors.

/** Product segment: 0 empty, 1 Zakelijk, 2 Particulier, 3 Zakelijk en particulier (001 §3). */
export const productSegmentSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const definitionFunctionSchema = z.object({
  name: z.string(),
  active: z.boolean(),
  /** Added by the organisation; the base functions are not custom. */
  custom: z.boolean(),
});
export type DefinitionFunction = z.infer<typeof definitionFunctionSchema>;

/** The properties form's fields (001 §4), as GET and POST /MetaData carry them. */
export const definitionMetadataSchema = z.object({
  name: z.string().max(200),
  definitionVersion: z.string().max(20),
  brancheCode: z.string().max(50),
  porCode: z.string().max(50),
  /** Read-only: the data catalogue version of the definition's baseline library. */
  datacatVersion: z.string().nullable(),
  ingangsdatum: z.string().max(20),
  einddatum: z.string().max(20),
  riskCarrier: z.string().max(200),
  productSegment: productSegmentSchema,
  tag: z.string().max(200),
  /** The changelog, URI-encoded as the spec's field has it. */
  encodedChangelog: z.string().max(100_000),
  /** The revision the form was loaded with; a save on an older one is refused (409). */
  revision: z.number().int().min(1),
});
export type DefinitionMetadata = z.infer<typeof definitionMetadataSchema>;

/** One definition in the list of a baseline (001 §2 'Definition list', §3 'Product definition'). */
export const definitionSummarySchema = definitionMetadataSchema.extend({
  organisation: z.string(),
  /** The baseline's name: certification area, message type and domain joined with dashes. */
  basedOn: z.string(),
  /** ISO 8601. */
  lastModified: z.string(),
  lastModifiedBy: z.string(),
  functions: z.array(definitionFunctionSchema),
  /** Whether any variant places a predefined entity (non-administrators then see 'show variant'). */
  hasPredefinedEntities: z.boolean(),
  /** The definition's variants, for the publish modal's variant choice (the full list: GET /Variants). */
  variants: z.array(z.object({ name: z.string(), version: z.string(), isActive: z.boolean() })),
  /** Whether an OpenAPI description has been saved (the publish modal then offers it, AFD 2.0). */
  hasOpenApiDescription: z.boolean(),
  /** Null when the library the definition was made on is gone: most actions need one. */
  baselineLibraryId: z.string().nullable(),
  /** ISO 8601 creation time of that library. */
  baselineLibraryCreationTime: z.string().nullable(),
  /** Open work items (GET /api/Tasks/subset/descriptions describes them). */
  taskIds: z.array(z.string()),
  /** '1' is AFD 1.0, anything else AFD 2.0 (001 §1). */
  certificationAreaVersion: z.string(),
});
export type DefinitionSummary = z.infer<typeof definitionSummarySchema>;
export const definitionSummaryListSchema = z.array(definitionSummarySchema);

/** `GET /api/Productdefinities/{certificationArea}/{messageType}/{applicationArea}` path (the key's names). */
export const baselineNamesParamsSchema = z.object({
  certificationArea: z.string().min(1).max(200),
  messageType: z.string().min(1).max(200),
  applicationArea: z.string().min(1).max(200),
});
/** ... and its query: the organisation whose definitions to list. */
export const definitionListQuerySchema = z.object({ organizationName: z.string().min(1).max(200) });

/** `{organisation}/{name}` of one definition. */
export const definitionParamsSchema = z.object({
  organisation: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
});

/** `POST /api/Productdefinities/{organisation}/{name}`: a new definition on the baseline named here. */
export const createDefinitionBodySchema = baselineNamesParamsSchema;

/** `?newName=` of Rename and Copy. */
export const newDefinitionNameQuerySchema = z.object({ newName: z.string().max(200) });

/** `GET /api/Productdefinities/productDefinitiesInfo?organization&baseline`: the baseline as the list needs it. */
export const definitionsInfoQuerySchema = z.object({ organization: z.string().min(1).max(200), baseline: z.string().min(1).max(600) });
export const definitionsInfoSchema = z.object({
  basedOn: z.string(),
  /** '1' AFD 1.0, '2' AFD 2.0 (the certification area's version). */
  certificationAreaVersion: z.string(),
  /** The baseline's current library; null when it has none yet (no definition can be made). */
  latestLibraryId: z.string().nullable(),
  latestLibraryCreationTime: z.string().nullable(),
  datacatVersion: z.string().nullable(),
});
export type DefinitionsInfo = z.infer<typeof definitionsInfoSchema>;

/** `GET /api/Productdefinities/BaseFunctions`. */
export const baseFunctionSchema = z.object({ name: z.string(), active: z.boolean() });
export const baseFunctionListSchema = z.array(baseFunctionSchema);
/**
 * `PUT /api/Productdefinities/BaseFunctions` (administrators): the whole list in its order, each
 * name by the function-name rules of 001 §5. New definitions start with it; existing ones keep theirs.
 */
export const saveBaseFunctionsBodySchema = z.object({ functions: z.array(baseFunctionSchema).max(50) });
export type SaveBaseFunctionsBody = z.infer<typeof saveBaseFunctionsBodySchema>;

/** `POST /api/Productdefinities/Functions/{organisation}/{name}`: the whole list, with the revision it was based on. */
export const saveFunctionsBodySchema = z.object({
  functions: z.array(definitionFunctionSchema).max(200),
  revision: z.number().int().min(1),
});
export const functionsAnswerSchema = z.object({ functions: z.array(definitionFunctionSchema), revision: z.number().int() });

/** Presence of an attribute in one function: Verplicht, Optioneel, Nee (001 §4). */
export const presenceSchema = z.enum(['V', 'O', 'N']);

/** AFD 2.0 facets of an attribute (001 §3 'Facets'; also the AFD 1.0 digits), one vocabulary for XSD and JSON Schema. */
export const facetsSchema = z.object({
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  totalDigits: z.number().optional(),
  fractionDigits: z.number().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  exclusiveMinimum: z.number().optional(),
  exclusiveMaximum: z.number().optional(),
  multipleOf: z.number().optional(),
  pattern: z.string().optional(),
  enumeration: z.array(z.string()).optional(),
  const: z.string().optional(),
  format: z.string().optional(),
});
/** Array facets of an attribute (001 §3). */
export const arrayFacetsSchema = z.object({ minItems: z.number().optional(), maxItems: z.number().optional(), uniqueItems: z.boolean().optional() });
const maxOccursSchema = z.union([z.number().int(), z.literal('unbounded')]);

/** An attribute of the merged tree (001 §3 'Attribute'). */
export const treeAttributeSchema = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  format: z.string().nullable(),
  type: z.string().nullable(),
  codeList: z.string().nullable(),
  description: z.string(),
  helptext: z.string().nullable(),
  isSelected: z.boolean(),
  isRequired: z.boolean(),
  minimum: z.string().nullable(),
  maximum: z.string().nullable(),
  customOptionlistItems: z.array(z.string()),
  optionListSwitchIsOn: z.boolean(),
  selectedCodelistItems: z.array(z.string()),
  useUpToDateCodelist: z.boolean(),
  aanwezigheidPerFuncties: z.array(z.object({ functionName: z.string(), aanwezigheid: presenceSchema })),
  facets: z.object({ baseline: facetsSchema, actual: facetsSchema }),
  arrayFacets: z.object({ baseline: arrayFacetsSchema.nullable(), actual: arrayFacetsSchema }),
});

export interface TreeEntity {
  id: string;
  path: string;
  name: string;
  entityTypeName: string | null;
  shortDescription: string;
  minOccurs: number;
  maxOccurs: number | 'unbounded';
  isSelected: boolean;
  attributes: z.infer<typeof treeAttributeSchema>[];
  functionSettingGroups: { functionName: string; functionSettings: { entityMaxOccurs: number | 'unbounded'; entityMinOccurs: number } }[];
  children: TreeEntity[];
}

/**
 * An entity of the merged tree (001 §3 'Entity'), with its children. Recursive: it carries an id,
 * so the OpenAPI document describes it once as the component 'TreeEntity' and refers to it.
 */
export const treeEntitySchema: z.ZodType<TreeEntity> = z.lazy(() =>
  z.object({
    id: z.string(),
    path: z.string(),
    name: z.string(),
    entityTypeName: z.string().nullable(),
    shortDescription: z.string(),
    minOccurs: z.number(),
    maxOccurs: maxOccursSchema,
    isSelected: z.boolean(),
    attributes: z.array(treeAttributeSchema),
    /** entityMinOccurs: the entity's minimum in the function (ADR 0056; 1 or more = V), the baseline's unless the definition chose one. */
    functionSettingGroups: z.array(z.object({ functionName: z.string(), functionSettings: z.object({ entityMaxOccurs: maxOccursSchema, entityMinOccurs: z.number().int().min(0) }) })),
    children: z.array(treeEntitySchema),
  }),
).meta({ id: 'TreeEntity' });

/** `GET /api/Productdefinities/Definition/{organisation}/{name}`: the definition with its merged tree. */
export const definitionWithTreeSchema = definitionSummarySchema.extend({
  children: z.array(treeEntitySchema),
  /** AFD 2.0 oneOf compositions: per entity position ('Parent-Type/Name'), the entity types offered there. */
  compositions: z.record(z.string(), z.array(z.string())),
});
export type DefinitionWithTree = z.infer<typeof definitionWithTreeSchema>;

/** minOccursByFunction (ADR 0056): per function the entity's own minimum; absent (as in every save before it) = the baseline's. */
const entityChoiceSchema = z.object({
  selected: z.boolean(),
  maxOccursByFunction: z.record(z.string(), maxOccursSchema),
  minOccursByFunction: z.record(z.string(), z.number().int().min(0).max(1_000_000)).optional(),
});
const attributeChoiceSchema = z.object({
  selected: z.boolean(),
  presenceByFunction: z.record(z.string(), presenceSchema),
  customOptionList: z.array(z.string().max(1000)).max(10_000).nullable(),
  codeListSubset: z.array(z.string().max(200)).max(100_000).nullable(),
  useUpToDateCodeList: z.boolean(),
  minimum: z.string().max(100).nullable(),
  maximum: z.string().max(100).nullable(),
  facets: facetsSchema,
  arrayFacets: arrayFacetsSchema,
  helpText: z.string().max(10_000).nullable(),
});

/**
 * `PUT /api/Productdefinities/{organisation}/{name}/{userDisplayName}/{dateTime}`: the choices, keyed
 * by node path. Every choice must narrow the library (ADR 0027): a widening is refused with 400 and
 * the reasons as field errors keyed `entities.<path>` and `attributes.<path>`; facets that contradict
 * themselves too (as `POST /api/FacetsValidator` answers), and a oneOf composition that is not a
 * position of the library with some of its entity types, each once, under `compositions.<key>`.
 */
export const updateDefinitionBodySchema = z.object({
  revision: z.number().int().min(1),
  entities: z.record(z.string().max(2000), entityChoiceSchema),
  attributes: z.record(z.string().max(2000), attributeChoiceSchema),
  compositions: z.record(z.string().max(2000), z.array(z.string().max(200))).default({}),
});
export type UpdateDefinitionBody = z.input<typeof updateDefinitionBodySchema>;
/**
 * What the update answers: the new revision and who saved when. Not the tree: the page has it, and
 * over a large library it is megabytes (bench:definition-editor: 430 of a 700 ms save).
 */
export const definitionSavedSchema = z.object({ revision: z.number().int(), lastModified: z.string(), lastModifiedBy: z.string() });
export type DefinitionSaved = z.infer<typeof definitionSavedSchema>;
export const updateDefinitionParamsSchema = definitionParamsSchema.extend({
  userDisplayName: z.string().max(300),
  dateTime: z.string().max(100),
});

/** An entity of the definition page's outline: the tree row's and the entity settings' fields, no attributes (ADR 0065). */
export type OutlineEntity = Pick<TreeEntity, 'path' | 'name' | 'entityTypeName' | 'shortDescription' | 'minOccurs' | 'maxOccurs'> & {
  children: OutlineEntity[];
};
export const outlineEntitySchema: z.ZodType<OutlineEntity> = z.lazy(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    entityTypeName: z.string().nullable(),
    shortDescription: z.string(),
    minOccurs: z.number(),
    maxOccurs: maxOccursSchema,
    children: z.array(outlineEntitySchema),
  }),
).meta({ id: 'OutlineEntity' });

/**
 * `GET /api/Productdefinities/DefinitionOutline/{organisation}/{name}`: what the definition page
 * opens with (ADR 0065). The definition, its entities without attributes, and the choices its
 * merged tree shows, keyed by path as the update carries them (untouched ones left out). An
 * entity's attributes come from `DefinitionAttributes` when the page opens that entity.
 */
export const definitionOutlineSchema = definitionSummarySchema.extend({
  entities: z.array(outlineEntitySchema),
  choices: z.object({ entities: z.record(z.string(), entityChoiceSchema), attributes: z.record(z.string(), attributeChoiceSchema) }),
  compositions: z.record(z.string(), z.array(z.string())),
});
export type DefinitionOutline = z.infer<typeof definitionOutlineSchema>;

/** `GET /api/Productdefinities/DefinitionAttributes/{organisation}/{name}?entityPath=`: the merged tree's attributes of one entity. */
export const entityAttributesQuerySchema = z.object({ entityPath: z.string().min(1).max(2000) });
export const entityAttributesSchema = z.array(treeAttributeSchema);
export type TreeAttribute = z.infer<typeof treeAttributeSchema>;

/** `GET /api/Tasks/subset/descriptions?taskIds=a,b`: each task with its Dutch description. */
export const taskDescriptionsQuerySchema = z.object({ taskIds: z.string().max(10_000) });
export const taskDescriptionListSchema = z.array(z.object({ id: z.string(), description: z.string() }));
