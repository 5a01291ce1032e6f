import { schemaNameSchema } from '@afd/contracts';

export const NAME_IN_USE = 'Er is al een schema met deze naam';
export const NAME_REQUIRED = 'Naam is verplicht';

export type NewNameCheck = { kind: 'unchanged' } | { kind: 'problem'; message: string } | { kind: 'valid'; name: string };

/**
 * What a typed rename means (spec 000 §5 / 001 §5 'Schema list'): trimmed; the same name just
 * closes the editor; empty, or another schema's name in any case, is refused, and so is a name
 * the contract refuses (too long, or with characters a file name cannot hold), with its reason,
 * before the rename is confirmed.
 */
export function checkNewSchemaName(typed: string, currentName: string, otherNames: readonly string[]): NewNameCheck {
  const name = typed.trim();
  if (name === currentName) return { kind: 'unchanged' };
  if (name === '') return { kind: 'problem', message: NAME_REQUIRED };
  const refused = schemaNameSchema.safeParse(name).error?.issues[0]?.message;
  if (refused !== undefined) return { kind: 'problem', message: refused };
  const lower = name.toLowerCase();
  if (otherNames.some((other) => other.toLowerCase() === lower)) return { kind: 'problem', message: NAME_IN_USE };
  return { kind: 'valid', name };
}
