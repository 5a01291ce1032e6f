import { escapeXml } from '../xml/xml-escape.ts';

// Writing XML text by hand, for the corpus: attributes and documentation lines.

export { escapeXml };

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
