import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  const ruleField = (path: string) => (/^rules\.0\.(name|errorMessage)$/.exec(path)?.[1] as 'name' | 'errorMessage' | undefined) ?? null;

  it('maps server paths onto form fields and joins a field’s messages', () => {
    const errors = serverFieldErrors({ 'rules.0.name': ['Naam is verplicht', 'Er is al een XPath met deze naam'], 'rules.0.errorMessage': ['Foutmelding is verplicht'] }, ruleField);
    expect([...errors]).toEqual([
      ['name', 'Naam is verplicht Er is al een XPath met deze naam'],
      ['errorMessage', 'Foutmelding is verplicht'],
    ]);
  });

  it('drops paths the form does not show and fields without a message', () => {
    expect([...serverFieldErrors({ 'rules.1.name': ['Naam is verplicht'], 'rules.0.name': [] }, ruleField)]).toEqual([]);
  });
});
