import { HttpProblem } from '../../../http/http-problem.ts';

// The Dutch refusals of the imports (001 §5 'Imports', §8). A failed import answers its report
// lines in `errors.report`; the screen lists them and offers them as verwerkingsrapport.

/** 001 §5: CSV import lapsed on 1 July 2024 (ADR 0035). */
export const CSV_IMPORT_LAPSED_ON = '2024-07-01';

export const importProblems = {
  failed: (report: string[]) => new HttpProblem(422, 'Importeren is mislukt', report[0] ?? 'Importeren is mislukt', { report }),
  wrongType: (fileName: string) => new HttpProblem(415, 'Ongeldig bestandstype', `${fileName} heeft een ongeldig bestandstype.`),
  /** The spec's sentence; the archive reader's own Dutch reason, when it gave one, follows it in the report. */
  unusable: (fileName: string, reason: string | null = null) =>
    new HttpProblem(422, 'Onbruikbare inhoud', `${fileName} heeft een onbruikbare inhoud.`, { report: [`${fileName} heeft een onbruikbare inhoud.`, ...(reason === null ? [] : [reason])] }),
  notAGeneratedSet: (fileName: string) =>
    new HttpProblem(422, 'Onbruikbare inhoud', `${fileName} is geen AFD-definitie van deze portal: de ZIP van Exporteer per functie bevat de definitie als CSV (AFD 1.0) of als één JSON Schema (AFD 2.0).`, {
      report: [`${fileName} is geen AFD-definitie van deze portal: de ZIP van Exporteer per functie bevat de definitie als CSV (AFD 1.0) of als één JSON Schema (AFD 2.0).`],
    }),
  severalXPathLibraries: (fileName: string) => importProblems.failed([`${fileName} bevat meer dan één afdXPathLibrary.xml; de set van Exporteer per functie heeft er één.`]),
  csvLapsed: () =>
    new HttpProblem(410, 'CSV-import vervallen', 'De CSV-import is per 1 juli 2024 vervallen. Sla het bestand in Excel op als .xlsx en gebruik Importeer XLSX.'),
} as const;
