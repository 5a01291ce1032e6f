import { z } from 'zod';

// Variants and predefined entities of a definition (001 §2 'Variants editor', 'Predefined
// entities'; §3 'Variant', 'Snippet info', 'Tree node'; §4 'Variant function', 'Snippet add';
// §7 `GET`/`PATCH /api/Productdefinities/Variants/...`, `GET /api/PredefinedEntities/snippets`,
// the variant form of `POST /GenerateCertifiyPublish`). The rules with their Dutch messages
// (§5 'Variants', snippet insertion) live in packages/afd (authoring/variants); the server checks
// every save with them.

/** A predefined entity placed in a function: inserted after the node at `anchorPath`. */
export const snippetMapItemSchema = z.object({
  /** Entity names joined with '/', each optionally followed by '-{entityTypeName}' (001 §3). */
  anchorPath: z.string().min(1).max(2_000),
  snippetId: z.string().min(1).max(200),
});
export type SnippetMapItem = z.infer<typeof snippetMapItemSchema>;

export const variantFunctionSchema = z.object({
  name: z.string().min(1).max(50),
  isActive: z.boolean(),
  snippetMap: z.object({ items: z.array(snippetMapItemSchema).max(500) }),
});
export type VariantFunction = z.infer<typeof variantFunctionSchema>;

export const variantSchema = z.object({
  name: z.string().max(200),
  /** nnn.nn (001 §5 'Variants'). */
  version: z.string().max(20),
  isActive: z.boolean(),
  variantFunctions: z.array(variantFunctionSchema).max(100),
});
export type Variant = z.infer<typeof variantSchema>;

/** `GET /api/Productdefinities/Variants/{organisation}/{productname}`. */
export const variantsAnswerSchema = z.object({
  variants: z.array(variantSchema),
  /** The definition's revision; a save sends it back and is refused (409) when another save came in between. */
  revision: z.number().int(),
});
export type VariantsAnswer = z.infer<typeof variantsAnswerSchema>;

export const variantsParamsSchema = z.object({
  organisation: z.string().min(1).max(200),
  productname: z.string().min(1).max(200),
});
/** `PATCH /Variants/{organisation}/{productname}/{userDisplayName}/{dateTimeText}`: the whole list is the body. */
export const saveVariantsParamsSchema = variantsParamsSchema.extend({
  userDisplayName: z.string().max(300),
  dateTimeText: z.string().max(100),
});
export const saveVariantsQuerySchema = z.object({ revision: z.coerce.number().int().min(1) });
export const saveVariantsBodySchema = z.array(variantSchema).max(100);

/** `GET /api/PredefinedEntities/snippets?organisation=&baseline=&function=` (snippets that fit the function). */
export const snippetsQuerySchema = z.object({
  organisation: z.string().min(1).max(200),
  baseline: z.string().min(1).max(200),
  function: z.string().min(1).max(200),
});
export const snippetInfoSchema = z.object({
  snippetId: z.string(),
  snippetEntity: z.string(),
  snippetEntityType: z.string(),
  snippetName: z.string(),
  snippetVersion: z.string(),
  combinationProductAfdDefinition: z.string().nullable(),
});
export type SnippetInfo = z.infer<typeof snippetInfoSchema>;
export const snippetInfoListSchema = z.array(snippetInfoSchema);

/** One node of a function's entity tree, as the predefined-entities screen shows it (001 §3 'Tree node'). */
export type VariantTreeNode = {
  entityName: string;
  /** Empty for AFD 1.0. */
  entityTypeName: string;
  shortDescription: string;
  /** The path a snippet placed after this node is anchored on. */
  anchorPath: string;
  children: VariantTreeNode[];
};
// Named (meta id) so the API description holds the recursion as one component it can refer to.
export const variantTreeNodeSchema: z.ZodType<VariantTreeNode> = z
  .object({
    entityName: z.string(),
    entityTypeName: z.string(),
    shortDescription: z.string(),
    anchorPath: z.string(),
    get children() {
      return z.array(variantTreeNodeSchema);
    },
  })
  .meta({ id: 'VariantTreeNode' });
/** `GET /api/PredefinedEntities/tree/{organisation}/{productname}/{function}`: the function's entities, without snippets. */
export const variantTreeParamsSchema = variantsParamsSchema.extend({ function: z.string().min(1).max(200) });
export const variantTreeAnswerSchema = z.array(variantTreeNodeSchema);

/** `POST /GenerateCertifiyPublish/{org}/{name}/{variantName}/{variantVersion}` (AFD 1.0 only). */
export const variantPublishParamsSchema = z.object({
  organisation: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  variantName: z.string().min(1).max(200),
  variantVersion: z.string().min(1).max(20),
});
