/** A Dutch statement of what is wrong with an XML file, and where (file, line, element path). */
export interface XmlProblem {
  message: string;
  description: string;
}

export interface Place {
  fileName: string;
  /** 1-based; 0 or null when the place has no line (a whole file). */
  line?: number | null;
  /** Element path in the XSD, e.g. /xs:schema/xs:complexType[@name='PP']. */
  path?: string | null;
}

/** 'afdSchema.xsd, regel 12, /xs:schema/xs:element[@name='PP']' — the place as a message names it. */
export function placeText({ fileName, line, path }: Place): string {
  const parts = [fileName];
  if (line) parts.push(`regel ${line}`);
  if (path) parts.push(path);
  return parts.join(', ');
}
