// Finds where the root element's start tag ends in an XML text, without a parser: the enriched
// copy must keep the uploaded text exactly, so the annotation is inserted into the text itself.

export interface StartTagEnd {
  /** Index just after the tag's closing '>'. */
  end: number;
  /** True for '<xs:schema .../>'. */
  selfClosing: boolean;
}

/** The end of the first element's start tag, after the prolog (declaration, comments, PIs). */
export function endOfRootStartTag(text: string): StartTagEnd | null {
  let index = 0;
  for (;;) {
    index = text.indexOf('<', index);
    if (index < 0) return null;
    if (text.startsWith('<?', index)) index = skipPast(text, index, '?>');
    else if (text.startsWith('<!--', index)) index = skipPast(text, index, '-->');
    else if (text.startsWith('<!', index)) return null;
    else break;
    if (index < 0) return null;
  }
  let quote: string | null = null;
  for (let position = index + 1; position < text.length; position += 1) {
    const character = text[position];
    if (quote !== null) {
      if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '>') return { end: position + 1, selfClosing: text[position - 1] === '/' };
  }
  return null;
}

function skipPast(text: string, from: number, terminator: string): number {
  const at = text.indexOf(terminator, from);
  return at < 0 ? -1 : at + terminator.length;
}
