import { displayPointer } from '../json/json-pointer.ts';
import { jsonParseMessage } from '../json/json-texts.ts';
import type { JsonParseError } from '../json/parse-json.ts';

// Dutch texts of the AFD 2.0 catalogue files (datacat.json, codelist.json, -afdCodelists.json).
// Each names the file and the place: a line for JSON that does not parse, a JSON pointer otherwise.

export const catalogueTexts = {
  notJson: (fileName: string, error: JsonParseError) =>
    error.code === 'empty' ? `Het bestand ${fileName} is leeg.` : jsonParseMessage(fileName, error),
  expected: (fileName: string, expectation: string, pointer: string) =>
    `Het bestand ${fileName} heeft niet de verwachte opbouw: ${expectation} verwacht op ${displayPointer(pointer)}.`,
  missingField: (fileName: string, field: string, pointer: string) =>
    `Het bestand ${fileName} heeft niet de verwachte opbouw: het veld ${field} ontbreekt op ${displayPointer(pointer)}.`,
  duplicate: (fileName: string, kind: string, name: string, pointer: string) =>
    `Het bestand ${fileName} bevat ${kind} ${name} twee keer (${displayPointer(pointer)}).`,
  unknownDataType: (fileName: string, dataType: string, pointer: string) =>
    `Het bestand ${fileName} noemt een onbekend datatype '${dataType}' op ${displayPointer(pointer)}; het attribuut krijgt geen datatype.`,
  unknownCodeList: (fileName: string, codeList: string, pointer: string) =>
    `Het bestand ${fileName} verwijst naar codelijst ${codeList} (${displayPointer(pointer)}), die niet in codelist.json staat.`,
  noCodeLists: (fileName: string) => `Het bestand ${fileName} bevat geen codelijsten onder definitions of $defs.`,
  noCodes: (fileName: string, pointer: string) => `Het bestand ${fileName} bevat een codelijst zonder codes (${displayPointer(pointer)}).`,
  codeListNameMismatch: (fileName: string, key: string, codelistName: string, pointer: string) =>
    `Het bestand ${fileName} heeft op ${displayPointer(pointer)} codelistName ${codelistName}; die moet ${key} zijn, de naam waaronder schema's naar de codelijst verwijzen.`,
};
