import { referenceToFile } from '../generated-file.ts';

// An AFD 1.0 set's files refer to each other in schemaLocation by their names as URI references
// (`referenceToFile`: 'Reis Compleet-...-afdFormats.xsd' as 'Reis%20Compleet-...-afdFormats.xsd');
// sets stored before issue 35 wrote the plain name. libxml2-wasm asks the input gate for exactly
// what schemaLocation says, so a set read back serves each file under both.

/** Whether another file of the set imports `name`, by reference or by its plain name. */
export function isImportedInSet(files: Readonly<Record<string, string>>, name: string): boolean {
  const locations = [`schemaLocation="${name}"`, `schemaLocation="${referenceToFile(name)}"`];
  return Object.entries(files).some(([other, text]) => other !== name && locations.some((location) => text.includes(location)));
}

/** The files by name and by the reference the set's imports use, for `withServedFiles`. */
export function servedAsReferenced(files: Iterable<readonly [string, string]>): Map<string, string> {
  const served = new Map<string, string>();
  for (const [name, text] of files) {
    served.set(name, text);
    served.set(referenceToFile(name), text);
  }
  return served;
}
