// The Dutch lines of an import report (verwerkingsrapport, 001 §7: "Response is a list of message
// lines"). Each line names the row it is about, as a spreadsheet user counts rows (header = 1).

export const importTexts = {
  missingColumns: (expected: readonly string[]) => `De eerste regel moet beginnen met de kolommen ${expected.join(', ')}.`,
  unknownFunction: (name: string) => `Kolom '${name}': de definitie heeft geen functie met deze naam.`,
  noRows: 'Het bestand bevat geen attributen.',
  unknownPath: (row: number, path: string) => `Regel ${row}: het pad '${path}' bestaat niet in de baseline library van deze definitie.`,
  notAnAttribute: (row: number, path: string) => `Regel ${row}: '${path}' is geen attribuutpad (entiteit@attribuut).`,
  badEntityPresence: (row: number, functionName: string, value: string) =>
    `Regel ${row}: aanwezigheid '${value}' van de entiteit in functie '${functionName}' is geen V, O of N, eventueel met aantallen (zoals 'V 1..3' of 'O 0..*').`,
  requiredEntityNotV: (row: number, path: string, functionName: string) => `Regel ${row}: entiteit '${path}' is verplicht in de baseline en moet in functie '${functionName}' V zijn.`,
  readEntity: (row: number, path: string) => `Regel ${row}: entiteit '${path}' ingelezen.`,
  duplicatePath: (row: number, path: string) => `Regel ${row}: het pad '${path}' staat al op een eerdere regel.`,
  badPresence: (row: number, functionName: string, value: string) => `Regel ${row}: aanwezigheid '${value}' in functie '${functionName}' is geen V, O of N.`,
  requiredNotV: (row: number, path: string, functionName: string) => `Regel ${row}: attribuut '${path}' is verplicht in de baseline en moet in functie '${functionName}' V zijn.`,
  badRestriction: (row: number, part: string) => `Regel ${row}: beperking '${part}' wordt niet herkend.`,
  badNumber: (row: number, key: string, value: string) => `Regel ${row}: ${key} '${value}' is geen getal.`,
  choiceProblem: (path: string, message: string) => `${path}: ${message}`,
  read: (row: number, path: string) => `Regel ${row}: attribuut '${path}' ingelezen.`,
  /** A cell the import does not read that says something else than the baseline (issue 27): it is not carried. */
  cellNotCarried: (row: number, column: string, value: string, baseline: string) =>
    `Waarschuwing: regel ${row}, kolom '${column}': '${value}' is niet overgenomen; de import leest deze kolom niet, de baseline zegt '${baseline}'.`,
  entityRestrictionNotCarried: (row: number, path: string, value: string) =>
    `Waarschuwing: regel ${row}, kolom 'Beperking': '${value}' van entiteit '${path}' is niet overgenomen; een entiteit heeft alleen aantallen per functie.`,
  summary: (count: number, notCarried = 0) =>
    `${count} attributen ingelezen${notCarried === 0 ? '' : `; ${notCarried} ${notCarried === 1 ? 'beperking' : 'beperkingen'} niet overgenomen (zie de waarschuwingen)`}; de definitie is bijgewerkt.`,
  failed: (count: number) => `Import afgebroken: ${count} ${count === 1 ? 'fout' : 'fouten'}; de definitie is niet gewijzigd.`,
} as const;
