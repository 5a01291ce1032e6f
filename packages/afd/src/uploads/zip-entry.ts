/**
 * A file of an uploaded ZIP, as the server hands it to the domain after its own checks (plain
 * relative name, bounded size): the entry's path inside the ZIP with forward slashes
 * ('xsd/formaten.xsd'), and its bytes.
 */
export interface ZipEntry {
  name: string;
  content: Uint8Array;
}

/** The file name of an entry without its folders ('xsd/formaten.xsd' -> 'formaten.xsd'). */
export function entryFileName(entry: ZipEntry): string {
  return entry.name.slice(entry.name.lastIndexOf('/') + 1);
}
