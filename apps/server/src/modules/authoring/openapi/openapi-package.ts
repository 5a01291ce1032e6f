import type { GeneratedFile } from '@afd/afd';

// What travels with an OpenAPI document so that it stands on its own (ADR 0067): every file its
// `components.schemas` refer to — the function schemas by file name — and what those refer to —
// each code list by its address as `$id` — plus LEESMIJ.txt saying how to validate offline. A
// function set's own LEESMIJ.txt is left out: the package has one, about the whole.

/** The OpenAPI dialect the document declares: JSON Schema 2020-12 with the OpenAPI vocabulary. */
export const openApiJsonSchemaDialect = 'https://spec.openapis.org/oas/3.1/dialect/base';

/** The files of the referred function sets, each once, without the sets' own LEESMIJ.txt. */
export function referredFiles(sets: Iterable<{ schema: GeneratedFile; companions: readonly GeneratedFile[] }>, schemaContent: (set: { schema: GeneratedFile }) => string = (set) => set.schema.content): GeneratedFile[] {
  const files = new Map<string, string>();
  for (const set of sets) {
    files.set(set.schema.name, schemaContent(set));
    for (const file of set.companions) if (file.name !== 'LEESMIJ.txt') files.set(file.name, file.content);
  }
  return [...files].map(([name, content]) => ({ name, content }));
}

/** LEESMIJ.txt of an OpenAPI package. */
export function openApiReadMe(documentNames: readonly string[]): GeneratedFile {
  const lines = [
    `Deze download bevat de OpenAPI 3.1-beschrijving ${documentNames.join(' en ')} en alles waarnaar die verwijst.`,
    '',
    'De beschrijving verwijst in components.schemas met de bestandsnaam naar het JSON Schema van elke functie;',
    'die staan in deze map. De schema’s verwijzen naar codelijsten met het webadres van de standaard',
    '(https://www.sivi.org/afd-online-tool/json/2020-12/...); elke codelijst staat als eigen bestand in deze',
    'map, met dat webadres als $id.',
    '',
    'Offline valideren: open de beschrijving vanuit deze map (verwijzingen naar bestanden zijn relatief) en',
    'laad alle .json-bestanden in uw JSON Schema-validator; die vindt de codelijsten op hun $id zonder netwerk.',
    `De beschrijving noemt haar dialect in jsonSchemaDialect (${openApiJsonSchemaDialect}, JSON Schema 2020-12);`,
    'elk schema noemt het zijne in $schema.',
    '',
  ];
  return { name: 'LEESMIJ.txt', content: lines.join('\n') };
}
