// How facets read on screen: in one fixed order (lengths together, min before max, then bounds and
// steps, then what the baseline fixes) and with a Dutch decimal comma. Display only: what is stored
// and sent keeps the standard's notation (10.50).

const order = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'totalDigits',
  'fractionDigits',
  'pattern',
  'format',
  'enumeration',
  'const',
  'minItems',
  'maxItems',
  'uniqueItems',
];

const rank = (key: string) => {
  const index = order.indexOf(key);
  return index === -1 ? order.length : index;
};

/** A decimal number as Dutch writes it: '10.50' and 10.5 read '10,50' and '10,5'; other text stays as it is. */
export function dutchDecimal(value: unknown): string {
  const text = String(value);
  return (typeof value === 'number' || typeof value === 'string') && /^-?[0-9]+\.[0-9]+$/.test(text) ? text.replace('.', ',') : text;
}

/** 'minLength: 2; maxLength: 8': the set facets in the fixed order, '—' when there are none. */
export function listedFacets(facets: object): string {
  return (
    Object.entries(facets)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : key === 'pattern' ? String(value) : dutchDecimal(value)}`)
      .join('; ') || '—'
  );
}
