// The realistic part of the synthetic AFD 1.0 catalogue: entities, attributes and code lists as
// the standard has them in kind (labels, Dutch descriptions, formats), written by us. Nothing
// here is copied from a real catalogue; POR codes and insurer names are invented.

export interface CodeListData {
  name: string;
  description: string;
  values: readonly (readonly [code: string, label: string])[];
}

/** An attribute suffix: the element of entity PP is PP_<suffix>. */
export interface AttributeData {
  suffix: string;
  description: string;
  /** XSD name of a format (AN__35, codeD1) or code list (cl:ADNBRA), as attributen.xsd restricts it. */
  format?: string;
  codeList?: string;
}

export interface EntityData {
  label: string;
  description: string;
  /** Suffixes besides the three every entity has; descriptions per entity where they differ. */
  attributes: readonly (string | readonly [suffix: string, description: string])[];
}

export const codeListData: readonly CodeListData[] = [
  { name: 'ADNLOG', description: 'Logische waarde (ja/nee)', values: [['J', 'Ja'], ['N', 'Nee']] },
  {
    name: 'ADNBRA',
    description: 'Branche',
    values: [
      ['020', 'Personenauto'], ['021', 'Bestelauto'], ['022', 'Motor'], ['030', 'Bromfiets'], ['040', 'Aansprakelijkheid particulieren'],
      ['050', 'Inboedel'], ['051', 'Opstal'], ['060', 'Reis'], ['070', 'Rechtsbijstand'], ['080', 'Ongevallen'],
    ],
  },
  {
    name: 'PORMAA',
    description: 'Maatschappij (POR-code)',
    values: [
      ['P001', 'Polderland Verzekeringen N.V.'], ['P002', 'Duin & Dijk Schadeverzekeringen'], ['P003', 'Lindeboom Assurantiën'],
      ['P004', 'Maasmond Verzekeraars'], ['P005', 'Veluwse Onderlinge'], ['P006', 'Waddenzee Garantie B.V.'],
    ],
  },
  {
    name: 'ADNFUN',
    description: 'Functie van het bericht',
    values: [['01', 'Aanvraag'], ['02', 'Offerte'], ['03', 'Polis'], ['04', 'Mutatie'], ['05', 'Royement'], ['06', 'Prolongatie']],
  },
  { name: 'ADNVRW', description: 'Verwerkingscode', values: [['N', 'Nieuw'], ['W', 'Wijzigen'], ['V', 'Verwijderen'], ['O', 'Ongewijzigd']] },
  { name: 'ADNBTT', description: 'Betalingstermijn', values: [['1', 'Per maand'], ['3', 'Per kwartaal'], ['6', 'Per halfjaar'], ['12', 'Per jaar']] },
  { name: 'ADNGES', description: 'Geslacht', values: [['M', 'Man'], ['V', 'Vrouw'], ['O', 'Onbekend']] },
  {
    name: 'ISOLAN',
    description: 'Landcode (ISO 3166-1)',
    values: [['NL', 'Nederland'], ['BE', 'België'], ['DE', 'Duitsland'], ['FR', 'Frankrijk'], ['GB', 'Verenigd Koninkrijk'], ['LU', 'Luxemburg']],
  },
];

/** Coverage-code groups (dekkingcodesgroup.xsd): code lists of coverage codes per branch group. */
export const coverageGroupData: readonly CodeListData[] = [
  {
    name: 'DKGAUT',
    description: 'Dekkingscodes motorrijtuigen',
    values: [['2001', 'WA'], ['2002', 'Casco beperkt'], ['2003', 'Casco volledig'], ['2004', 'Schadeverzekering inzittenden']],
  },
  { name: 'DKGWON', description: 'Dekkingscodes wonen', values: [['5001', 'Inboedel'], ['5002', 'Opstal'], ['5003', 'Glas']] },
];

export const commonAttributeData: readonly AttributeData[] = [
  { suffix: 'ENTITEI', description: 'Entiteitcode', format: 'AN__6' },
  { suffix: 'VOLGNUM', description: 'Volgnummer', format: 'N__6' },
  { suffix: 'VRWRKCD', description: 'Verwerkingscode', codeList: 'ADNVRW' },
];

export const attributeData: readonly AttributeData[] = [
  { suffix: 'NUMMER', description: 'Nummer', format: 'AN__35' },
  { suffix: 'BRANCHE', description: 'Branche', codeList: 'ADNBRA' },
  { suffix: 'INGDAT', description: 'Ingangsdatum', format: 'codeD1' },
  { suffix: 'EXPDAT', description: 'Expiratiedatum', format: 'codeD1' },
  { suffix: 'PREMIE', description: 'Premie', format: 'codeB2' },
  { suffix: 'BETTERM', description: 'Betalingstermijn', codeList: 'ADNBTT' },
  { suffix: 'MAATSCH', description: 'Maatschappij', codeList: 'PORMAA' },
  { suffix: 'FUNCTIE', description: 'Berichtfunctie', codeList: 'ADNFUN' },
  { suffix: 'DATUM', description: 'Datum', format: 'codeD1' },
  { suffix: 'NAAM', description: 'Achternaam', format: 'AN__70' },
  { suffix: 'VOORL', description: 'Voorletters', format: 'AN__10' },
  { suffix: 'GEBDAT', description: 'Geboortedatum', format: 'codeD1' },
  { suffix: 'GESLACH', description: 'Geslacht', codeList: 'ADNGES' },
  { suffix: 'STRAAT', description: 'Straatnaam', format: 'AN__43' },
  { suffix: 'HUISNR', description: 'Huisnummer', format: 'N__5' },
  { suffix: 'POSTCOD', description: 'Postcode', format: 'AN__6' },
  { suffix: 'PLAATS', description: 'Woonplaats', format: 'AN__24' },
  { suffix: 'LANDCOD', description: 'Landcode', codeList: 'ISOLAN' },
  { suffix: 'KORTPRC', description: 'Kortingspercentage', format: 'codeP2' },
  { suffix: 'ASSBED', description: 'Verzekerd bedrag', format: 'codeB2' },
  { suffix: 'EIGRISC', description: 'Eigen risico', format: 'N__9_B2' },
  { suffix: 'AANTAL', description: 'Aantal', format: 'N__5_A2' },
  { suffix: 'BOUWJR', description: 'Bouwjaar', format: 'N4' },
  { suffix: 'KENTEKN', description: 'Kenteken', format: 'AN__8' },
  { suffix: 'IBAN', description: 'IBAN-rekeningnummer', format: 'AN__34' },
  { suffix: 'VALUTA', description: 'Valuta', format: 'AN3' },
  { suffix: 'INCASSO', description: 'Automatische incasso', format: 'codeJN' },
  { suffix: 'ROKER', description: 'Roker', codeList: 'ADNLOG' },
  { suffix: 'DEKKING', description: 'Dekkingscode', codeList: 'DKGAUT' },
  { suffix: 'OMSCHR', description: 'Omschrijving', format: 'AN__70' },
  { suffix: 'BTWPERC', description: 'Percentage assurantiebelasting', format: 'N3_P2' },
];

export const entityData: readonly EntityData[] = [
  { label: 'AL', description: 'Bericht Algemeen', attributes: ['FUNCTIE', ['DATUM', 'Berichtdatum'], 'MAATSCH', 'VALUTA'] },
  {
    label: 'PP',
    description: 'Polis/Onderdeel',
    attributes: [['NUMMER', 'Polisnummer'], 'BRANCHE', 'INGDAT', 'EXPDAT', ['PREMIE', 'Termijnpremie'], 'BETTERM', 'MAATSCH', 'INCASSO', 'KORTPRC', ['OMSCHR', 'Omschrijving polis']],
  },
  { label: 'VN', description: 'Verzekeringnemer', attributes: ['NAAM', 'VOORL', 'GEBDAT', 'GESLACH', 'IBAN'] },
  { label: 'VP', description: 'Verzekerd persoon', attributes: ['NAAM', 'VOORL', 'GEBDAT', 'GESLACH', 'ROKER'] },
  { label: 'AN', description: 'Adres', attributes: ['STRAAT', 'HUISNR', 'POSTCOD', 'PLAATS', 'LANDCOD'] },
  { label: 'PB', description: 'Premiebetaling', attributes: ['PREMIE', 'BETTERM', 'INCASSO', 'IBAN', 'VALUTA', ['BTWPERC', 'Assurantiebelasting']] },
  { label: 'VT', description: 'Voertuig', attributes: ['KENTEKN', 'BOUWJR', ['ASSBED', 'Cataloguswaarde'], ['OMSCHR', 'Merk en type']] },
  { label: 'XD', description: 'Dekking', attributes: ['DEKKING', 'ASSBED', 'EIGRISC', 'KORTPRC'] },
  { label: 'SC', description: 'Schade', attributes: [['NUMMER', 'Schadenummer'], ['DATUM', 'Schadedatum'], ['OMSCHR', 'Toedracht'], ['ASSBED', 'Geraamd schadebedrag']] },
  { label: 'CL', description: 'Clausule', attributes: [['NUMMER', 'Clausulenummer'], ['OMSCHR', 'Clausuletekst']] },
  { label: 'KN', description: 'Kenmerk', attributes: [['AANTAL', 'Aantal eenheden'], ['OMSCHR', 'Omschrijving kenmerk']] },
  { label: 'BO', description: 'Bestuurder', attributes: ['NAAM', 'VOORL', 'GEBDAT'] },
];
