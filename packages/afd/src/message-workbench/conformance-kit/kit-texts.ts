// Dutch texts of the conformance kit ('Genereer voorbeeldberichten', issue 18 point 5): what each
// example message shows, and why one could not be made.

export const kitTexts = {
  validLabel: 'Geldig bericht',
  valid: 'Geldig bericht: alles wat de functie vraagt, niets wat zij uitsluit. Verwacht: geen bevindingen.',
  required: (attribute: string, entity: string) => `Verplicht (V) attribuut '${attribute}' ontbreekt in ${entity}.`,
  notAllowed: (attribute: string, entity: string) => `Niet toegestaan (N) attribuut '${attribute}' staat in ${entity}.`,
  outsideSubset: (value: string, attribute: string, entity: string) => `Code '${value}' van '${attribute}' in ${entity} valt buiten de gekozen codes.`,
  facet: (facet: string, attribute: string, entity: string, value: string) => `'${attribute}' in ${entity} schendt facet ${facet} (waarde ${value}).`,
  tooMany: (entity: string, count: number) => `Entiteit ${entity} staat ${count} keer in het bericht, één keer meer dan de functie toestaat.`,
  ruleBroken: (rule: string) => `Verbandscontrole ${rule} is niet voldaan.`,
  missingEntity: (entity: string, place: string) => `Verplichte (V) entiteit '${entity}' ontbreekt in ${place}.`,
  message: 'het bericht',
  // Groups (one example each) and why none could be made.
  groups: {
    verplicht: 'Verplicht attribuut ontbreekt',
    'niet-toegestaan': 'Niet toegestaan attribuut aanwezig',
    code: 'Code buiten de gekozen codes',
    facet: (facet: string) => `Facet ${facet} geschonden`,
    aantal: 'Entiteit één keer te veel',
    'verplichte-entiteit': (entity: string) => `Verplichte entiteit ${entity} ontbreekt`,
    verbandscontrole: (rule: string) => `Verbandscontrole ${rule} niet voldaan`,
  },
  facetAny: 'Facet geschonden',
  missingEntityAny: 'Verplichte entiteit ontbreekt',
  ruleAny: 'Verbandscontrole niet voldaan',
  /** A kind of example the function gives nothing to make from. */
  nothingToBreak: {
    verplicht: 'De functie vraagt geen verplicht attribuut dat weg kan.',
    'niet-toegestaan': 'De functie sluit geen attribuut van de baseline uit.',
    code: 'De definitie kiest voor deze functie geen codes uit een codelijst (of er is geen code buiten de keuze).',
    facet: 'Geen attribuut van de functie heeft een facet om te schenden.',
    aantal: 'Geen entiteit van de functie heeft een begrensd aantal (of alleen het hoofdelement).',
    'verplichte-entiteit': 'De functie vraagt geen verplichte entiteit die weg kan (het hoofdelement blijft).',
    verbandscontrole: 'De functie heeft geen verbandscontroles.',
  },
  noCleanExample: (tried: number) =>
    tried === 1 ? 'Het enige mogelijke bericht gaf niet precies de verwachte bevinding.' : `Geen van de ${tried} geprobeerde berichten gaf precies de verwachte bevinding.`,
  noRuleExample: (tried: number) => `Geen wijziging van het geldige bericht gevonden die alleen deze verbandscontrole schendt (${tried === 1 ? '1 bericht' : `${tried} berichten`} geprobeerd).`,
  ruleBudgetSpent: 'Niet geprobeerd: de zoekgrens voor verbandscontroles van deze functie is bereikt.',
  validNotClean: (findings: string) => `Het geldige voorbeeld gaf zelf bevindingen (${findings}); zonder geldig bericht zijn ook de ongeldige niet te maken.`,
  filesUnusable: (problem: string) => `De bestanden van de functie zijn niet te gebruiken: ${problem}`,
} as const;
