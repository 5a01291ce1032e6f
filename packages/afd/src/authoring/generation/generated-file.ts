import type { BaselineLibrary } from '../../model/baseline-library.ts';
import type { Definition } from '../definition.ts';

// What generation (docs/authoring.md 'Generation') takes and gives, shared by the AFD 1.0 and AFD 2.0
// generators and the server that zips, certifies and publishes their output. Pure data: the
// server reads the baseline document and the catalogue's XSD files from the database and hands
// them in, so generation itself never does I/O and runs the same in the worker pool.

/** One file of a generated schema set, named as it is written into the function's ZIP. */
export interface GeneratedFile {
  name: string;
  content: string;
}

/** A business rule (verbandscontrole) as the definition stores it. */
export interface DefinitionBusinessRule {
  /** BR1, BR2, ... (the first unused number when a rule is added). */
  name: string;
  /** AFD 1.0: an XPath 2.0 expression; AFD 2.0: a JMESPath expression evaluating to true/false. */
  expression: string;
  /** AFD 2.0: the message shown when the rule fails; '' for AFD 1.0. */
  message: string;
}

export interface GenerationInput {
  definition: Definition;
  /** The library the definition's choices were made on (its baselineLibraryId). */
  library: BaselineLibrary;
  /** The baseline as uploaded: the XSD (AFD 1.0) or JSON Schema (AFD 2.0) text the library was parsed from. */
  baselineDocument: string;
  /** The active function to generate for. */
  functionName: string;
  /** The definition's business rules; they travel into afdXPathLibrary.xml / -validationRules.json. */
  businessRules: readonly DefinitionBusinessRule[];
  /** AFD 1.0: the data catalogue's XSD files by file name (afdFormats.xsd, afdCodelists.xsd, ...). */
  catalogueXsdFiles?: Readonly<Record<string, string>>;
  /** AFD 2.0: the draft to write (flag JsonSchema202012 allows 2020-12); the baseline's when absent. */
  jsonSchemaDraft?: '2019-09' | '2020-12';
}

/**
 * `Branchecode-PORcode-Definitienaam-Versie(nnn.nn)-Functie` (docs/authoring.md), the stem of every file
 * name in a function's set; parts that are empty (no branche or POR code) are left out. One path
 * segment: a slash, backslash or colon in a name becomes '_', so the name a file has in the ZIP is
 * the name the set's files refer to it by.
 */
export function generatedFileStem(definition: Pick<Definition, 'properties'>, functionName: string): string {
  const { brancheCode, porCode, name, definitionVersion } = definition.properties;
  return [brancheCode, porCode, name, definitionVersion, functionName]
    .filter((part) => part.trim() !== '')
    .join('-')
    .replaceAll(/[\\/:]/g, '_');
}

/**
 * How one file of a set refers to another beside it (an XSD's schemaLocation, an OpenAPI `$ref`):
 * its name as a relative URI reference, a space as `%20` and so on. A validator resolves that to the
 * file of exactly that name in the same folder; an unescaped space is no URI and xmllint does not
 * find the file (issue 35).
 */
export const referenceToFile = (fileName: string): string => encodeURIComponent(fileName);
