// Writing XML text by hand, for the corpus: escaping and indented lines.

/** Escapes text for an attribute value or element content. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** ' name="value"' for each attribute that has a value, in the given order. */
export function attributesText(attributes: Readonly<Record<string, string | number | undefined>>): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

/** An xs:annotation with one xs:documentation, on one line; empty text gives nothing. */
export function documentationLine(indent: string, text: string): string[] {
  return text === '' ? [] : [`${indent}<xs:annotation><xs:documentation>${escapeXml(text)}</xs:documentation></xs:annotation>`];
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
