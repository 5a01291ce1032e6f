import type { FieldErrors } from '@/lib/api-error';

/**
 * A problem+json `errors` member as messages per form field. `fieldOf` names the form field a
 * server path belongs to ('rules.0.name' → 'name'), or null for a path the form does not show.
 * A field's messages are joined into one sentence run; paths the form does not know are dropped
 * (the caller shows the failure in a toast when nothing landed).
 */
export function serverFieldErrors<TField extends string>(errors: FieldErrors, fieldOf: (path: string) => TField | null): Map<TField, string> {
  const messages = new Map<TField, string[]>();
  for (const [path, texts] of Object.entries(errors)) {
    const field = fieldOf(path);
    if (field === null || texts.length === 0) continue;
    messages.set(field, [...(messages.get(field) ?? []), ...texts]);
  }
  return new Map([...messages].map(([field, texts]) => [field, texts.join(' ')]));
}
