import type { DefinitionFunction, Variant } from '@afd/contracts';

/** One function as the variants editor shows it beside a variant (001 §3 'Function model'). */
export interface FunctionModel {
  name: string;
  /** The variant has this function. */
  inVariant: boolean;
  /** Active in the variant (false when not in it). */
  isActive: boolean;
  /** The definition has this function, active: only then does a schema exist to place snippets in. */
  inDefinition: boolean;
  /** Predefined entities the variant places in this function. */
  snippetCount: number;
}

/**
 * The functions beside a variant: the variant's own and the definition's active ones, by name.
 * A variant function whose definition function is gone or inactive stays listed (removable).
 */
export function functionModels(variant: Variant, definitionFunctions: readonly DefinitionFunction[]): FunctionModel[] {
  const active = new Set(definitionFunctions.filter((fn) => fn.active).map((fn) => fn.name));
  const own = new Map(variant.variantFunctions.map((fn) => [fn.name, fn]));
  const names = [...new Set([...own.keys(), ...active])].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' }));
  return names.map((name) => {
    const fn = own.get(name);
    return { name, inVariant: fn !== undefined, isActive: fn?.isActive ?? false, inDefinition: active.has(name), snippetCount: fn?.snippetMap.items.length ?? 0 };
  });
}

/** 001 §4: a variant function may be removed only when the definition no longer has it (active) or it is inactive. */
export const mayRemoveFunction = (model: FunctionModel) => model.inVariant && (!model.inDefinition || !model.isActive);

/** 001 §6: others than administrators see the active variants that have functions. */
export const visibleVariants = (variants: readonly Variant[], isAdministrator: boolean) =>
  isAdministrator ? variants : variants.filter((variant) => variant.isActive && variant.variantFunctions.length > 0);

/** 001 §6: administrators see every function beside the variant; others the variant's functions with snippets. */
export const visibleFunctions = (models: readonly FunctionModel[], isAdministrator: boolean) =>
  isAdministrator ? models : models.filter((model) => model.inVariant && model.snippetCount > 0);
