// Dutch texts of the format module, in one place so that wording stays consistent.

export const formatTexts = {
  unknownNotation: (notation: string) =>
    `'${notation}' is geen AFD 1.0-formaat (verwacht bijvoorbeeld AN..35, AN3, N..9, N4, N8 D1 of N..12 B2).`,
  suffixOnAlphanumeric: (notation: string) => `Formaat ${notation}: een achtervoegsel past alleen bij een numeriek formaat (N).`,
  unknownSuffix: (notation: string, suffix: string) =>
    `Formaat ${notation}: achtervoegsel ${suffix} is onbekend (bekend zijn D1, B, P en A met het aantal decimalen).`,
  dateNeedsN8: (notation: string) => `Formaat ${notation}: een datum (D1) heeft precies 8 cijfers: N8 D1.`,
  tooManyDecimals: (notation: string) => `Formaat ${notation}: er zijn meer decimalen dan cijfers.`,

  empty: (notation: string) => `De waarde is leeg; formaat ${notation} vraagt minstens één teken.`,
  tooLong: (value: string, notation: string, length: number) =>
    `De waarde '${value}' is langer dan ${length} tekens (formaat ${notation}).`,
  notExactLength: (value: string, notation: string, length: number) =>
    `De waarde '${value}' moet precies ${length} tekens lang zijn (formaat ${notation}).`,
  notDigits: (value: string, notation: string) => `De waarde '${value}' bevat andere tekens dan cijfers (formaat ${notation}).`,
  tooManyDigits: (value: string, notation: string, length: number) =>
    `De waarde '${value}' heeft meer dan ${length} cijfers (formaat ${notation}).`,
  notExactDigits: (value: string, notation: string, length: number) =>
    `De waarde '${value}' moet precies ${length} cijfers hebben (formaat ${notation}).`,
  notADate: (value: string, notation: string) =>
    `De waarde '${value}' is geen bestaande datum in de vorm EEJJMMDD (formaat ${notation}).`,
  notADecimal: (value: string, notation: string) =>
    `De waarde '${value}' is geen getal met een punt als decimaalteken (formaat ${notation}).`,
  negative: (value: string, notation: string) => `De waarde '${value}' mag niet negatief zijn (formaat ${notation}).`,
  tooManyDecimalsInValue: (value: string, notation: string, decimals: number) =>
    `De waarde '${value}' heeft meer dan ${decimals} decimalen (formaat ${notation}).`,
  notExactDecimals: (value: string, notation: string, decimals: number) =>
    `De waarde '${value}' moet precies ${decimals} decimalen hebben (formaat ${notation}).`,
} as const;
