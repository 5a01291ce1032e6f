// The pseudo mode's three fields and the expression they compose (001 §4: 'Indien {condition} DAN
// {then} ANDERS {true|false}'), and back: a stored rule of that form opens in pseudo mode.

export interface PseudoParts {
  condition: string;
  then: string;
  otherwise: 'true' | 'false';
}

export const emptyPseudoParts: PseudoParts = { condition: '', then: '', otherwise: 'true' };

export const composePseudo = (parts: PseudoParts) => `Indien ${parts.condition.trim()} DAN ${parts.then.trim()} ANDERS ${parts.otherwise}`;

/** The parts of canonical pseudo code (as xpathToPseudo writes it); null when it is not of that form. */
export function pseudoParts(pseudo: string): PseudoParts | null {
  const match = /^Indien (.+) DAN (.+) ANDERS (true|false)$/s.exec(pseudo);
  if (!match) return null;
  return { condition: match[1] ?? '', then: match[2] ?? '', otherwise: match[3] === 'false' ? 'false' : 'true' };
}
