import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '@afd/afd';

// An XML message that is valid against an AFD 1.0 baseline: every entity once with every
// attribute, the top entities repeated until the document reaches a wanted size. xmllint
// validates it, so its time covers parsing as many bytes as the certified schema has.

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A value the attribute's format (catalogue notation: 'AN..35', 'AN3', 'N4', 'N8 D1', 'N..12 B2') accepts. */
function valueOf(attribute: BaselineAttribute, library: BaselineLibrary): string {
  const { facets, codeList } = attribute;
  const format = attribute.format ?? '';
  if (facets.enumeration?.[0] !== undefined) return facets.enumeration[0];
  if (codeList) {
    const allowed = codeList.values ?? library.codeLists.find((list) => list.name === codeList.name)?.values.map((value) => value.code);
    if (allowed?.[0] !== undefined) return allowed[0];
  }
  if (/\bD\d/.test(format)) return '20260201';
  const fixedText = /^AN(\d+)$/.exec(format);
  if (fixedText) return 'A'.repeat(Number(fixedText[1]));
  if (format.startsWith('AN')) return 'A';
  const fixedDigits = /^N(\d+)$/.exec(format);
  if (fixedDigits) return '1'.repeat(Number(fixedDigits[1]));
  return '1';
}

function writeEntity(node: BaselineEntityNode, library: BaselineLibrary, out: string[], indent: string): void {
  out.push(`${indent}<${node.name}>`);
  for (const attribute of node.attributes) out.push(`${indent}  <${attribute.name}>${escapeXml(valueOf(attribute, library))}</${attribute.name}>`);
  for (const child of node.children) writeEntity(child, library, out, `${indent}  `);
  out.push(`${indent}</${node.name}>`);
}

/** A message for the baseline's (single) root, at least `minimumBytes` long. */
export function instanceDocument(library: BaselineLibrary, minimumBytes: number): string {
  const root = library.roots[0];
  if (!root || !library.targetNamespace) throw new Error('an AFD 1.0 baseline with one root expected');
  const once = root.children.map((child) => {
    const out: string[] = [];
    writeEntity(child, library, out, '  ');
    return out.join('\n');
  });
  const singleSize = once.reduce((size, part) => size + part.length, 0);
  // Repeat the last (unbounded) top entity to reach the size; the first ones stay once.
  const last = root.children.at(-1);
  if (!last || last.maxOccurs !== 'unbounded') throw new Error('the last top entity must repeat');
  const lastText = once.at(-1) ?? '';
  const repeats = Math.max(0, Math.ceil((minimumBytes - singleSize) / Math.max(1, lastText.length)));
  const body = [...once, ...Array.from({ length: repeats }, () => lastText)].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root.name} xmlns="${library.targetNamespace}">\n${body}\n</${root.name}>\n`;
}
