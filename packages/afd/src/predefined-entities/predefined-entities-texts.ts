// Dutch texts for a predefined-entities file that is refused. Each names the file or the field, so
// an administrator can find the mistake without knowing the reader.

export const predefinedEntitiesTexts = {
  empty: (fileName: string) => `Het bestand ${fileName} is leeg.`,
  notUtf8: (fileName: string) => `Het bestand ${fileName} is geen UTF-8-tekst en dus geen JSON-bestand.`,
  notAnObject: (fileName: string) =>
    `Het bestand ${fileName} moet een JSON-object zijn met de sleutel "snippets" (een lijst van voorgedefinieerde entiteiten).`,
  wrongShape: (fileName: string, count: number) =>
    `Het bestand ${fileName} heeft niet de vorm van voorgedefinieerde entiteiten: ${count === 1 ? '1 fout' : `${count} fouten`}.`,
  snippetsMissing: 'De sleutel "snippets" ontbreekt of is geen lijst.',
  snippetsEmpty: 'De lijst "snippets" is leeg: er moet ten minste één voorgedefinieerde entiteit in staan.',
  tooManySnippets: (maximum: number) => `Er staan meer dan ${maximum} voorgedefinieerde entiteiten in het bestand.`,
  unknownKey: (key: string) => `Onbekende sleutel "${key}".`,
  snippetNotObject: 'Een voorgedefinieerde entiteit moet een JSON-object zijn.',
  requiredText: (label: string) => `${label} is verplicht (een niet-lege tekst).`,
  mustBeText: (label: string) => `${label} moet een tekst zijn.`,
  tooLong: (label: string, maximum: number) => `${label} is langer dan ${maximum} tekens.`,
  contentNotObject: 'De inhoud (content) moet een niet-leeg JSON-object zijn: de entiteit met haar attributen.',
  duplicateId: (snippetId: string, firstIndex: number) =>
    `snippetId "${snippetId}" komt al voor bij snippets[${firstIndex}]; elke voorgedefinieerde entiteit heeft een eigen id.`,
} as const;

/** Dutch labels of the fields, as the messages name them. */
export const snippetFieldLabels = {
  snippetId: 'Id (snippetId)',
  snippetEntity: 'Entiteit (snippetEntity)',
  snippetEntityType: 'Entiteittype (snippetEntityType)',
  snippetName: 'Naam (snippetName)',
  snippetVersion: 'Versie (snippetVersion)',
  combinationProductAfdDefinition: 'Combinatieproduct-AFD-definitie (combinationProductAfdDefinition)',
} as const;
