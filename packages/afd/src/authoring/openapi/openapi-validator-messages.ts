// The OpenAPI parser's findings are English. Each is shown after a Dutch sentence that says what is
// wrong and what to do; the parser's own words follow in brackets, for who searches for them.

const translations: [RegExp, (...parts: string[]) => string][] = [
  [/^OpenAPI 3\.1 definitions must contain at least one entry in either `paths`, `webhooks`, or `components`\.$/, () => 'De beschrijving heeft nog geen paths: voeg minstens één path met een operatie toe.'],
  [/^`(.+)` is missing path parameter\(s\) for (.+)\.$/, (operation, names) => `Operatie ${operation} declareert niet elke parameter uit het pad (${names}): voeg ze toe met In 'path'.`],
  [
    /^`(.+)` has a path parameter named `(.+)`, but there is no corresponding `\{.+\}` in the path string\.$/,
    (operation, name) => `Operatie ${operation} heeft een parameter '${name}' met In 'path', maar het pad bevat geen '{${name}}': zet het in het pad of verwijder de parameter.`,
  ],
  [/^The operationId `(.+)` is duplicated and must be made unique\.$/, (id) => `OperationId '${id}' komt meer dan eens voor: maak het uniek.`],
  [/^Found multiple `(.+)` parameters named `(.+)` in `(.+)`\.$/, (place, name, where) => `${where} heeft meer dan één parameter '${name}' met In '${place}'.`],
  [/^`(.+)` has an invalid response code: (.+)$/, (where, code) => `Response code ${code} bij ${where} is geen geldige HTTP-statuscode.`],
  [/^Path parameters (?:should not|cannot) be optional\. Set `required=true` for the `(.+)` parameter at `(.+)`\.$/, (name, where) => `Parameter '${name}' uit het pad (${where}) moet Required zijn.`],
];

/** A parser finding as the validator card shows it: a Dutch sentence first, the parser's words after it. */
export function validatorMessageInDutch(message: string): string {
  for (const [pattern, dutch] of translations) {
    const match = pattern.exec(message);
    if (match) return `${dutch(...match.slice(1))} (validator: ${message})`;
  }
  return `De OpenAPI-validator keurt de beschrijving af. (validator: ${message})`;
}
