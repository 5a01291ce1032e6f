import { describe, expect, it } from 'vitest';
import { userFormTexts, userUpdateSchema, type UserUpdate } from './users.ts';

const valid: UserUpdate = {
  oid: 'oid-1',
  initials: 'J.',
  prefix: null,
  surname: 'Jansen',
  telephoneNumber: null,
  organization: 'Polderzeker',
  role: 'V',
  actief: true,
  koatActief: false,
  isKoatGebruiker: false,
  notifyOnAfdDefinitionsChange: false,
  notifyOnAfdDefinitionsMeldingen: true,
  isAfdDefinitionDownloader: false,
  isAfsMappingServiceGebruiker: false,
  authorizationsForAfdOnlineSamenstellen: ['Polderzeker'],
};

function messagesOf(input: unknown): Record<string, string[]> {
  const result = userUpdateSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

describe('user update contract', () => {
  it('accepts a complete user and trims its texts', () => {
    expect(userUpdateSchema.parse({ ...valid, initials: ' J. ', surname: ' Jansen ' })).toMatchObject({ initials: 'J.', surname: 'Jansen' });
  });

  it("answers the spec's Dutch messages for missing and blank required fields", () => {
    expect(messagesOf({ ...valid, initials: '  ', surname: undefined, organization: '', role: null })).toEqual({
      initials: [userFormTexts.initialsRequired],
      surname: [userFormTexts.surnameRequired],
      organization: [userFormTexts.organisationRequired],
      role: [userFormTexts.roleRequired],
    });
    expect(userFormTexts).toMatchObject({
      initialsRequired: 'Voorletters zijn verplicht',
      surnameRequired: 'Achternaam is verplicht',
      organisationRequired: 'Organisatie is verplicht',
      roleRequired: 'Rol is verplicht',
    });
  });

  it('requires every Ja/Nee choice, also where a new user has none yet', () => {
    const choices = [
      'actief',
      'koatActief',
      'isKoatGebruiker',
      'notifyOnAfdDefinitionsChange',
      'notifyOnAfdDefinitionsMeldingen',
      'isAfdDefinitionDownloader',
      'isAfsMappingServiceGebruiker',
    ] as const;
    const withoutChoices = { ...valid, ...Object.fromEntries(choices.map((choice) => [choice, null])) };
    expect(messagesOf(withoutChoices)).toEqual(Object.fromEntries(choices.map((choice) => [choice, [userFormTexts.choiceRequired]])));
  });

  it('rejects a role code outside B, C and V', () => {
    expect(messagesOf({ ...valid, role: 'X' })).toEqual({ role: [userFormTexts.roleRequired] });
  });
});
