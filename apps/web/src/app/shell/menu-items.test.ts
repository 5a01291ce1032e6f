import { describe, expect, it } from 'vitest';
import { demoUsers, withoutAuthorisedOrganisations } from '@/testing/users';
import { visibleMenu, type TopMenuEntry } from './menu-items';

/** The menu as text: top entries, and dropdown contents as 'Parent > Group > Item'. */
function outline(entries: TopMenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link'
      ? [`${entry.label} -> ${entry.to}`]
      : entry.entries.flatMap((child) =>
          child.kind === 'link'
            ? [`${entry.label} > ${child.label} -> ${child.to}`]
            : child.links.map((link) => `${entry.label} > ${child.label} > ${link.label} -> ${link.to}`),
        ),
  );
}

const administration = [
  'Beheer > Gebruikers > Beheer organisaties -> /organisations',
  'Beheer > Gebruikers > Beheer gebruikers -> /userlist',
  'Beheer > Gebruikers > Beheer downloadmachtigingen -> /organisationsafddownloadgrant',
  'Beheer > Datacatalogus -> /uploadafm',
  'Beheer > Voorgedefinieerde entiteiten -> /uploadpredefinedentities',
  'Beheer > Baseline libraries -> /baselinelibrariesadministration',
  "Beheer > Schema's > Validatie baseline upload -> /uploadbaselinexsd",
  "Beheer > Schema's > Validatie baseline beheer -> /validationbaselines",
  "Beheer > Schema's > Certificeer handmatig -> /manualuploadxsd",
  "Beheer > Schema's > Hervalideer -> /revalidateschemas",
  'Beheer > Baseline Definities > Definities -> /managedimensions',
  'Beheer > Baseline Definities > Combinaties -> /dimensioncombinations',
  'Beheer > Rapportage > Gecertificeerde AFD-definities -> /certified-schemas-report',
  'Beheer > Rapportage > NVGA-2.0 wasactie status -> /nvga-20-wasactie-status',
  'Beheer > Rapportage > Studio AFD-elementen gebruik -> /studio-afd-element-usage-report',
  'Beheer > XPath regels -> /xpaths',
];

describe('visibleMenu', () => {
  it('gives an administrator (B) Beheer, Certificeer schema, Beheer schema\'s, Register, Meldingen and AFD Online Samenstellen', () => {
    expect(outline(visibleMenu(demoUsers.administrator))).toEqual([
      ...administration,
      'Certificeer schema -> /uploadvalidationxsd',
      "Beheer schema's -> /organisationschemas",
      'Register -> /published-schema-overview',
      'Meldingen > Ontvangen -> /schema-issues-received-overview',
      'Meldingen > Verzonden -> /schema-issues-reported-overview',
      'AFD Online Samenstellen -> /berichtdefinities',
    ]);
  });

  it('shows Meldingen and AFD Online Samenstellen to an administrator even without authorised organisations', () => {
    const labels = visibleMenu(withoutAuthorisedOrganisations(demoUsers.administrator)).map((entry) => entry.label);
    expect(labels).toEqual(['Beheer', 'Certificeer schema', "Beheer schema's", 'Register', 'Meldingen', 'AFD Online Samenstellen']);
  });

  it("gives a certifier (C) Beheer schema's, Register, Meldingen and AFD Online Samenstellen, but not Beheer", () => {
    expect(outline(visibleMenu(demoUsers.certifier))).toEqual([
      'Certificeer schema -> /uploadvalidationxsd',
      "Beheer schema's -> /organisationschemas",
      'Register -> /published-schema-overview',
      'Meldingen > Ontvangen -> /schema-issues-received-overview',
      'Meldingen > Verzonden -> /schema-issues-reported-overview',
      'AFD Online Samenstellen -> /berichtdefinities',
    ]);
  });

  it('hides Meldingen and AFD Online Samenstellen from a certifier without authorised organisations', () => {
    expect(visibleMenu(withoutAuthorisedOrganisations(demoUsers.certifier)).map((entry) => entry.label)).toEqual(['Certificeer schema', "Beheer schema's", 'Register']);
  });

  it('gives a validator (V) Valideer schema, Register and AFD Online Samenstellen only', () => {
    expect(outline(visibleMenu(demoUsers.validator))).toEqual([
      'Valideer schema -> /uploadvalidationxsd',
      'Register -> /published-schema-overview',
      'AFD Online Samenstellen -> /berichtdefinities',
    ]);
    expect(visibleMenu(withoutAuthorisedOrganisations(demoUsers.validator)).map((entry) => entry.label)).toEqual(['Valideer schema', 'Register']);
  });

  it('gives an inactive or new user no menu at all (they only see Account niet actief)', () => {
    expect(visibleMenu(demoUsers.inactive)).toEqual([]);
    expect(visibleMenu(demoUsers.new)).toEqual([]);
  });

  it('gives an anonymous visitor the public register', () => {
    expect(outline(visibleMenu(null))).toEqual(['Register -> /published-schema-overview']);
  });
});
