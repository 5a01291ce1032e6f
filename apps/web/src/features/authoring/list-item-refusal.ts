import { serverFieldErrors } from '@/components/form/server-field-errors';
import { ApiError } from '@/lib/api-error';

/**
 * The messages for one item's fields in the refusal of a save of its whole list: with `item`
 * 'variants.2', 'variants.2.version' lands on 'version'; paths of other items or other fields are
 * left out. Several messages for one field are joined, as on every form.
 */
export function itemFieldErrors<TField extends string>(error: unknown, item: string, fields: readonly TField[]): Partial<Record<TField, string>> {
  if (!(error instanceof ApiError)) return {};
  const fieldOf = (path: string): TField | null => fields.find((field) => path === `${item}.${field}`) ?? null;
  return Object.fromEntries(serverFieldErrors(error.fieldErrors, fieldOf)) as Partial<Record<TField, string>>;
}
