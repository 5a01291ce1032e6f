import type { CodeList } from '../../model/catalogue.ts';

// Synthetic AFD 2.0 catalogue content for demo data and tests: a small claim-notification
// message in the shape of the standard. Invented for this project (names follow the standard's
// conventions; codes and labels are illustrative, not the standard's). Fixed data: every build
// yields the same files.

export interface DemoAfd2Attribute {
  name: string;
  description: string;
  /** Catalogue data type: integer, decimal, string, date, time, timestamp, boolean, `[string]`. */
  dataType: string;
  codeList?: string;
  /** Facets the demo baseline sets. */
  maxLength?: number;
  multipleOf?: number;
  minimum?: number;
  maximum?: number;
  /** V in the demo baseline. */
  required?: boolean;
}

export interface DemoAfd2EntityType {
  entity: string;
  entityType: string;
  description: string;
  attributes: DemoAfd2Attribute[];
}

export const demoAfd2CatalogueVersion = '2026.1-demo';

export const demoAfd2CodeLists: CodeList[] = [
  {
    name: 'ADNFUN',
    description: 'Berichtfunctie',
    values: [
      // Labels that name the standard's functions (base functions offerte, aanvraag, polis, ...), as in
      // the AFD 1.0 demo catalogue: an example message takes its function's code from the label
      // (issue 35; with 'Nieuw', 'Wijziging', ... every function fell back to '01').
      { code: '01', label: 'Aanvraag' },
      { code: '02', label: 'Offerte' },
      { code: '03', label: 'Polis' },
      { code: '04', label: 'Mutatie' },
      { code: '05', label: 'Royement' },
      { code: '06', label: 'Prolongatie' },
    ],
  },
  { name: 'ADNLOG', description: 'Logische waarde', values: [{ code: 'J', label: 'Ja' }, { code: 'N', label: 'Nee' }] },
  {
    name: 'ADNBRA',
    description: 'Branche',
    values: [
      { code: '021', label: 'Personenauto' },
      { code: '022', label: 'Bestelauto' },
      { code: '070', label: 'Inboedel' },
      { code: '080', label: 'Opstal' },
    ],
  },
  {
    name: 'ADNSCH',
    description: 'Soort schade',
    values: [
      { code: '1', label: 'Aanrijding' },
      { code: '2', label: 'Diefstal' },
      { code: '3', label: 'Brand' },
      { code: '4', label: 'Waterschade' },
      { code: '5', label: 'Ruitschade' },
    ],
  },
];

const refKey: DemoAfd2Attribute = { name: 'refKey', description: 'Unieke referentiesleutel van de entiteit.', dataType: 'string', maxLength: 70, required: true };

export const demoAfd2EntityTypes: DemoAfd2EntityType[] = [
  {
    entity: 'commonFunctional',
    entityType: 'default',
    description: 'Functionele berichtgegevens',
    attributes: [
      { name: 'afdDefinitionName', description: 'Naam van de AFD-definitie.', dataType: 'string', maxLength: 80, required: true },
      { name: 'afdDefinitionVersion', description: 'Versie van de AFD-definitie.', dataType: 'string', maxLength: 80, required: true },
      { name: 'function', description: 'Berichtfunctie.', dataType: 'string', codeList: 'ADNFUN', required: true },
    ],
  },
  {
    entity: 'commonTechnical',
    entityType: 'default',
    description: 'Technische berichtgegevens',
    attributes: [
      { name: 'creationDateTime', description: 'Aanmaakdatum en -tijd van het bericht.', dataType: 'timestamp', required: true },
      { name: 'messageId', description: 'Unieke berichtidentificatie.', dataType: 'string', maxLength: 70, required: true },
      { name: 'testMessage', description: 'Indicatie testbericht.', dataType: 'boolean' },
    ],
  },
  {
    entity: 'party',
    entityType: 'sender',
    description: 'Afzender',
    attributes: [refKey, { name: 'organizationName', description: 'Naam van de organisatie.', dataType: 'string', maxLength: 60, required: true }],
  },
  {
    entity: 'party',
    entityType: 'policyHolder',
    description: 'Verzekeringnemer',
    attributes: [
      refKey,
      { name: 'surname', description: 'Achternaam.', dataType: 'string', maxLength: 60 },
      { name: 'birthDate', description: 'Geboortedatum.', dataType: 'date' },
      { name: 'emailAddresses', description: 'E-mailadressen.', dataType: '[string]', maxLength: 80 },
    ],
  },
  {
    entity: 'policy',
    entityType: 'default',
    description: 'Polis',
    attributes: [
      { name: 'policyNumber', description: 'Polisnummer.', dataType: 'string', maxLength: 35, required: true },
      { name: 'branch', description: 'Branche.', dataType: 'string', codeList: 'ADNBRA', required: true },
      { name: 'startDate', description: 'Ingangsdatum.', dataType: 'date' },
      { name: 'premiumAmount', description: 'Premiebedrag.', dataType: 'decimal', multipleOf: 0.01 },
    ],
  },
  {
    entity: 'object',
    entityType: 'car',
    description: 'Motorrijtuig',
    attributes: [
      { name: 'licensePlate', description: 'Kenteken.', dataType: 'string', maxLength: 10, required: true },
      { name: 'buildYear', description: 'Bouwjaar.', dataType: 'integer' },
      { name: 'catalogueValue', description: 'Cataloguswaarde.', dataType: 'decimal', multipleOf: 0.01 },
    ],
  },
  {
    // A second type of the same entity, so the demo baseline has a position where a definition
    // can compose a oneOf (AFD Online Samenstellen, compose mode).
    entity: 'object',
    entityType: 'trailer',
    description: 'Aanhangwagen',
    attributes: [
      { name: 'licensePlate', description: 'Kenteken.', dataType: 'string', maxLength: 10, required: true },
      { name: 'maximumMass', description: 'Toegestane maximummassa in kg.', dataType: 'integer', minimum: 0, maximum: 3500 },
    ],
  },
  {
    entity: 'claim',
    entityType: 'default',
    description: 'Schade',
    attributes: [
      { name: 'claimNumber', description: 'Schadenummer.', dataType: 'string', maxLength: 35, required: true },
      { name: 'claimDate', description: 'Schadedatum.', dataType: 'date', required: true },
      { name: 'claimTime', description: 'Tijdstip van de schade.', dataType: 'time' },
      { name: 'claimType', description: 'Soort schade.', dataType: 'string', codeList: 'ADNSCH', required: true },
      { name: 'injuries', description: 'Letsel J/N.', dataType: 'string', codeList: 'ADNLOG' },
      { name: 'damageAmount', description: 'Geschat schadebedrag.', dataType: 'decimal', multipleOf: 0.01 },
    ],
  },
];
