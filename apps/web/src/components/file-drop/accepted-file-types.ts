/** Whether a file name ends with one of the accepted extensions ('.xsd', '.json'), ignoring case. */
export function hasAcceptedExtension(fileName: string, accept: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return accept.some((extension) => name.endsWith(extension.toLowerCase()));
}

/** The spec's rejection text (spec 000 §4). */
export function invalidFileTypeText(fileName: string): string {
  return `${fileName} heeft een ongeldig bestandstype.`;
}
