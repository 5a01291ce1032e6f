import type { XPathRule } from '@afd/contracts';
import type { Tx } from '../db/client.ts';
import { dimensionCombinations, dimensions, xpathRules } from '../db/schema/index.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo reference data: certification areas ('1' = AFD 1.0 XSD, '2' = AFD 2.0 JSON), message types,
// domains, the combinations a standards body would allow, and XPath rules in docs/domain.md's style
// (selection XPath 1.0 on the XSD, predicate XPath 2.0). Fictional, but shaped like the real thing.

export const demoCertificationAreas = [
  { name: 'Schade', version: '1' },
  { name: 'Leven', version: '1' },
  { name: 'Zorg', version: '1' },
  { name: 'Pensioen', version: '2' },
  { name: 'Mobiliteit', version: '2' },
] as const;

export const demoMessageTypes = ['Contractbericht', 'Mutatiebericht', 'Schademelding', 'Offerteaanvraag', 'VB-PUO'] as const;

export const demoDomains = ['Particulier', 'Zakelijk', 'Zakelijk en particulier', 'Inkomen'] as const;

type CertificationArea = (typeof demoCertificationAreas)[number]['name'];
type MessageType = (typeof demoMessageTypes)[number];
type Domain = (typeof demoDomains)[number];

/** Allowed combinations: certification area -> message type -> domains. */
export const demoAllowedCombinations: Record<CertificationArea, Partial<Record<MessageType, readonly Domain[]>>> = {
  Schade: {
    Contractbericht: ['Particulier', 'Zakelijk'],
    Mutatiebericht: ['Particulier', 'Zakelijk'],
    Schademelding: ['Particulier', 'Zakelijk', 'Zakelijk en particulier'],
    Offerteaanvraag: ['Particulier'],
  },
  Leven: { Contractbericht: ['Particulier'], Mutatiebericht: ['Particulier'], Offerteaanvraag: ['Particulier'] },
  Zorg: { Contractbericht: ['Particulier', 'Zakelijk'], Mutatiebericht: ['Particulier'] },
  Pensioen: { 'VB-PUO': ['Inkomen'], Contractbericht: ['Inkomen'] },
  Mobiliteit: { Contractbericht: ['Particulier', 'Zakelijk'], Schademelding: ['Zakelijk en particulier'] },
};

export const demoXPathRules: readonly XPathRule[] = [
  {
    id: 'demoRule1',
    name: 'Alleen restrictie',
    selectionXPath: '//xs:complexType',
    predicateXPath: 'fn:empty(.//xs:extension)',
    errorMessage: 'Een AFD-schema beperkt de baseline met xs:restriction; xs:extension is niet toegestaan.',
  },
  {
    id: 'demoRule2',
    name: 'Entiteitlabel van twee letters',
    selectionXPath: '/xs:schema/xs:complexType',
    predicateXPath: "if (fn:exists(@name)) then fn:matches(@name, '^[A-Z]{2}$') else false()",
    errorMessage: 'Een entiteit is een benoemd complexType met een label van twee hoofdletters (zoals PP of AL).',
  },
  {
    id: 'demoRule3',
    name: 'Attribuutnaam begint met entiteitlabel',
    selectionXPath: '/xs:schema/xs:complexType[@name]//xs:element[@name]',
    predicateXPath: "fn:starts-with(@name, fn:concat(ancestor::xs:complexType[@name][1]/@name, '_'))",
    errorMessage: 'Een attribuut heet <ENTITEIT>_<ATTRIBUUT>, bijvoorbeeld PP_NUMMER in entiteit PP.',
  },
  {
    id: 'demoRule4',
    name: 'Verplichte entiteitvelden',
    selectionXPath: '/xs:schema/xs:complexType[@name]',
    predicateXPath: "every $suffix in ('_ENTITEI', '_VOLGNUM', '_VRWRKCD') satisfies fn:exists(.//xs:element[fn:ends-with(@name, $suffix)])",
    errorMessage: 'Elke entiteit bevat de velden _ENTITEI, _VOLGNUM en _VRWRKCD.',
  },
  {
    id: 'demoRule5',
    name: 'Geen onbegrensde herhaling',
    selectionXPath: '//xs:element[@maxOccurs]',
    predicateXPath: "if (@maxOccurs = 'unbounded') then false() else true()",
    errorMessage: "maxOccurs 'unbounded' is niet toegestaan; geef het hoogste aantal op.",
  },
];

async function insertList(tx: Tx, kind: 'messageType' | 'applicationArea', names: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.insert(dimensions).values(names.map((name) => ({ kind, name }))).returning();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Writes the demo dimensions, their allowed combinations and the XPath rules. */
export const seedDemoReferenceData: DemoSeedPart = async (tx) => {
  const certificationAreaRows = await tx
    .insert(dimensions)
    .values(demoCertificationAreas.map(({ name, version }) => ({ kind: 'certificationArea' as const, name, version })))
    .returning();
  const certificationAreaIds = new Map(certificationAreaRows.map((row) => [row.name, row.id]));
  const messageTypeIds = await insertList(tx, 'messageType', demoMessageTypes);
  const domainIds = await insertList(tx, 'applicationArea', demoDomains);

  const allowed = Object.entries(demoAllowedCombinations).flatMap(([certificationArea, messageTypes]) =>
    Object.entries(messageTypes).flatMap(([messageType, domains]) =>
      domains.map((domain) => ({
        certificationAreaId: idOf(certificationAreaIds, certificationArea),
        messageTypeId: idOf(messageTypeIds, messageType),
        applicationAreaId: idOf(domainIds, domain),
        allowed: true,
      })),
    ),
  );
  await tx.insert(dimensionCombinations).values(allowed);
  await tx.insert(xpathRules).values([...demoXPathRules]);
};

function idOf(ids: ReadonlyMap<string, string>, name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`Demo dimension ${name} missing`);
  return id;
}
