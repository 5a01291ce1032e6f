// The variant shapes as the domain sees them: structurally the same as @afd/contracts'
// variantSchema, snippetInfoSchema and variantTreeNodeSchema (packages/afd does not depend on the
// wire package), so the server and the web pass their values in as they are.

export interface SnippetMapItem {
  /** Entity names joined with '/', each optionally followed by '-{entityTypeName}' (a library path). */
  anchorPath: string;
  snippetId: string;
}

export interface VariantFunction {
  name: string;
  isActive: boolean;
  snippetMap: { items: SnippetMapItem[] };
}

export interface Variant {
  name: string;
  version: string;
  isActive: boolean;
  variantFunctions: VariantFunction[];
}

/** What the placement needs of a predefined entity. */
export interface SnippetIdentity {
  snippetId: string;
  snippetEntity: string;
  snippetEntityType: string;
}

export interface VariantTreeNode {
  entityName: string;
  /** Empty for AFD 1.0. */
  entityTypeName: string;
  shortDescription: string;
  anchorPath: string;
  children: VariantTreeNode[];
}
