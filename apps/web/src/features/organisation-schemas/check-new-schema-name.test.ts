import { describe, expect, it } from 'vitest';
import { checkNewSchemaName } from './check-new-schema-name';

describe('checkNewSchemaName', () => {
  const others = ['Autopolis', 'Reispolis'];

  it('trims the typed name', () => {
    expect(checkNewSchemaName('  Woonhuis Plus ', 'Woonhuis', others)).toEqual({ kind: 'valid', name: 'Woonhuis Plus' });
  });

  it('sees the current name, also with spaces around it, as unchanged', () => {
    expect(checkNewSchemaName(' Woonhuis ', 'Woonhuis', others)).toEqual({ kind: 'unchanged' });
  });

  it('allows a change of case of the own name', () => {
    expect(checkNewSchemaName('WOONHUIS', 'Woonhuis', others)).toEqual({ kind: 'valid', name: 'WOONHUIS' });
  });

  it('refuses an empty name and another schema’s name in any case', () => {
    expect(checkNewSchemaName('   ', 'Woonhuis', others)).toEqual({ kind: 'problem', message: 'Naam is verplicht' });
    expect(checkNewSchemaName('autopolis', 'Woonhuis', others)).toEqual({ kind: 'problem', message: 'Er is al een schema met deze naam' });
  });

  it('refuses a name the contract refuses, with its reason, before anything is asked', () => {
    expect(checkNewSchemaName('W'.repeat(201), 'Woonhuis', [])).toEqual({ kind: 'problem', message: 'Naam mag niet langer zijn dan 200 tekens' });
    expect(checkNewSchemaName('C:\\woonhuis', 'Woonhuis', [])).toEqual({ kind: 'problem', message: 'Naam mag geen \\, : of stuurtekens bevatten' });
  });
});
