import { dimensionNameSchema, type Dimension } from '@afd/contracts';
import { dimensionScreenTexts as texts } from './dimension-texts';

export type TypedName = { kind: 'valid'; name: string } | { kind: 'problem'; message: string };

/**
 * Checks a typed name before it is sent (spec 000 §5): not empty, not too long (the contract's
 * rules and texts) and unique within the list, ignoring case and surrounding spaces as the server
 * does. `ownId` is the item being renamed.
 */
export function checkTypedName(typed: string, list: readonly Dimension[], ownId?: string): TypedName {
  const parsed = dimensionNameSchema.safeParse(typed);
  if (!parsed.success) return { kind: 'problem', message: parsed.error.issues[0]?.message ?? texts.nameRequired };
  const name = parsed.data;
  const taken = list.some((dimension) => dimension.id !== ownId && dimension.name.toLowerCase() === name.toLowerCase());
  return taken ? { kind: 'problem', message: texts.nameTaken } : { kind: 'valid', name };
}
