import type { Dimension } from '@afd/contracts';
import { dimensionScreenTexts as texts } from './dimension-texts';

export type TypedName = { kind: 'valid'; name: string } | { kind: 'problem'; message: string };

/**
 * Checks a typed name before it is sent (spec 000 §5): not empty and unique within the list,
 * ignoring case and surrounding spaces as the server does. `ownId` is the item being renamed.
 */
export function checkTypedName(typed: string, list: readonly Dimension[], ownId?: string): TypedName {
  const name = typed.trim();
  if (name === '') return { kind: 'problem', message: texts.nameRequired };
  const taken = list.some((dimension) => dimension.id !== ownId && dimension.name.toLowerCase() === name.toLowerCase());
  return taken ? { kind: 'problem', message: texts.nameTaken } : { kind: 'valid', name };
}
