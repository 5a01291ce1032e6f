import { isVersionNumber } from '../properties/definition-version.ts';
import type { Variant } from './variant-model.ts';
import { variantTexts as texts } from './variant-texts.ts';

// The rules of a definition's variants (001 §5 'Variants', §4 'Variant function'): the modal's
// fields, and the whole list a save sends. A function or snippet the definition or the current
// set of predefined entities no longer has may stay where it was stored (the editor offers its
// removal), but nothing new may refer to one.

export interface VariantHead {
  name: string;
  version: string;
}

export interface VariantHeadProblems {
  name?: string;
  version?: string;
}

const sameHead = (left: VariantHead, right: VariantHead) =>
  left.name.trim().toLowerCase() === right.name.trim().toLowerCase() && left.version.trim().toLowerCase() === right.version.trim().toLowerCase();

/** The modal's problems: name required, version required and nnn.nn, name plus version unique (ignoring case) among the others. */
export function variantHeadProblems(head: VariantHead, others: readonly VariantHead[]): VariantHeadProblems {
  const name = head.name.trim();
  const version = head.version.trim();
  const problems: VariantHeadProblems = {};
  if (name === '') problems.name = texts.nameRequired;
  if (version === '') problems.version = texts.versionRequired;
  else if (!isVersionNumber(version)) problems.version = texts.versionInvalid;
  else if (others.some((other) => sameHead(head, other))) problems.version = texts.nameVersionTaken;
  return problems;
}

export interface VariantsContext {
  /** The definition's function names. */
  functionNames: readonly string[];
  /** The ids of the current set of predefined entities. */
  snippetIds: ReadonlySet<string>;
  /** The variants as stored before this save: what they refer to may stay. */
  stored: readonly Variant[];
}

/** Field errors of a whole list of variants ('variants.0.version', 'variants.0.variantFunctions.1.snippetMap.items.2.snippetId'); empty when it may be saved. */
export function variantsProblems(variants: readonly Variant[], context: VariantsContext): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  const storedFunctions = new Set(context.stored.flatMap((variant) => variant.variantFunctions.map((fn) => fn.name)));
  const storedSnippets = new Set(context.stored.flatMap((variant) => variant.variantFunctions.flatMap((fn) => fn.snippetMap.items.map((item) => item.snippetId))));
  const functions = new Set(context.functionNames);
  variants.forEach((variant, index) => {
    const field = `variants.${index}`;
    const head = variantHeadProblems(variant, variants.filter((_, other) => other !== index));
    if (head.name) add(`${field}.name`, head.name);
    if (head.version) add(`${field}.version`, head.version);
    const seen = new Set<string>();
    variant.variantFunctions.forEach((fn, fnIndex) => {
      const fnField = `${field}.variantFunctions.${fnIndex}`;
      if (!functions.has(fn.name) && !storedFunctions.has(fn.name)) add(`${fnField}.name`, texts.functionNotInDefinition(fn.name));
      if (seen.has(fn.name)) add(`${fnField}.name`, texts.functionTwice(fn.name));
      seen.add(fn.name);
      fn.snippetMap.items.forEach((item, itemIndex) => {
        if (!context.snippetIds.has(item.snippetId) && !storedSnippets.has(item.snippetId)) add(`${fnField}.snippetMap.items.${itemIndex}.snippetId`, texts.unknownSnippet(item.snippetId));
      });
    });
  });
  return problems;
}

/** Trims what a user typed, so 'Basis ' and 'Basis' are one variant. */
export function normaliseVariants(variants: readonly Variant[]): Variant[] {
  return variants.map((variant) => ({ ...variant, name: variant.name.trim(), version: variant.version.trim() }));
}
