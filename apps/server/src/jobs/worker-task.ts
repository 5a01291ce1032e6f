import {
  checkJsonMessage,
  checkXmlMessage,
  definitionImpact,
  functionKit,
  generateFunctionSchemaSet,
  parseBaselineFile,
  synchroniseChoices,
  parseCatalogueUpload,
  readZip,
  type BaselineFileParse,
  type CatalogueUploadParse,
  type CertificationResult,
  type BaselineLibrary,
  type Afd1FunctionFiles,
  type Afd2FunctionFiles,
  type CodeList,
  type FunctionKit,
  type GeneratedSchemaSet,
  type GenerationInput,
  type KitFunctionInput,
  type MessageCheck,
  type SyncChoices,
  type SyncResult,
  type ZipEntry,
  type ZipRead,
  type CompatibilityWithEarlier,
} from '@afd/afd';
import { runCertificationTask, type CertificationTask } from './certification-task.ts';
import { runCompatibilityTask, type CompatibilityTask } from './compatibility-task.ts';
import { catalogueResolverOf } from './worker-catalogue-resolvers.ts';
import { readXlsxTableTask, type XlsxTableInput, type XlsxTableRead } from './xlsx-table-task.ts';

// The kinds of CPU-heavy work the worker pool runs: every input and result is plain data
// (structured-clone-able), because it crosses the thread boundary. Functions (a catalogue
// resolver) travel as the data they are built from and are rebuilt on the worker's side. A handler
// may answer a promise (exceljs reads a workbook asynchronously); the worker awaits it.

/** A baseline file to parse; the current catalogue as its id and XSD files (null: none uploaded). */
export interface BaselineParseInput {
  afdVersion: 1 | 2;
  fileName: string;
  content: Uint8Array;
  catalogue: { id: string; xsdFiles: Record<string, string> } | null;
  codeLists: CodeList[];
}

/** An uploaded catalogue ZIP, read and parsed on the worker: a ZIP bomb never inflates on the request thread. */
export interface CatalogueZipInput {
  zip: Uint8Array;
  fileName: string;
}

/** A test message against schema files ('Bericht testen'): compiling the schema takes up to seconds for a large one. */
export type MessageCheckInput =
  | { afdVersion: 1; files: Afd1FunctionFiles; message: string }
  | { afdVersion: 2; files: Afd2FunctionFiles; catalogueCodeLists?: CodeList[]; message: string };

/** The ZIP refused (with the Dutch reason), or read and parsed. */
export type CatalogueZipResult = { zipRefused: string } | { zipRefused: null; parse: CatalogueUploadParse };

export interface WorkerInputs {
  certify: CertificationTask;
  parseCatalogue: { entries: ZipEntry[] };
  readCatalogueZip: CatalogueZipInput;
  parseBaseline: BaselineParseInput;
  generate: GenerationInput;
  synchronise: { library: BaselineLibrary; choices: SyncChoices };
  definitionImpact: { choices: SyncChoices; before: BaselineLibrary; after: BaselineLibrary };
  /** A function's conformance kit: up to thousands of messages built and checked with the real validators. */
  functionKit: KitFunctionInput;
  checkMessage: MessageCheckInput;
  /** An uploaded .xlsx read into a definition table (Importeer XLSX). */
  readXlsxTable: XlsxTableInput;
  /** An uploaded ZIP unpacked by the portal's reader, under the worker's memory ceiling (Importeer AFD-definitie). */
  readZip: { zip: Uint8Array; fileName: string };
  /** A new version of a schema against earlier versions (issue 32): both directions of inclusion. */
  compatibility: CompatibilityTask;
}

export interface WorkerResults {
  certify: CertificationResult;
  parseCatalogue: CatalogueUploadParse;
  readCatalogueZip: CatalogueZipResult;
  parseBaseline: BaselineFileParse;
  generate: GeneratedSchemaSet;
  synchronise: SyncResult;
  definitionImpact: string[];
  functionKit: FunctionKit;
  checkMessage: MessageCheck;
  readXlsxTable: XlsxTableRead;
  readZip: ZipRead;
  compatibility: CompatibilityWithEarlier;
}

export type WorkerTaskKind = keyof WorkerInputs;
export type WorkerTaskOf<K extends WorkerTaskKind> = { kind: K; input: WorkerInputs[K] };
export type WorkerTask = { [K in WorkerTaskKind]: WorkerTaskOf<K> }[WorkerTaskKind];

const noCatalogue = () => null;

type Answer<K extends WorkerTaskKind> = WorkerResults[K] | Promise<WorkerResults[K]>;

const handlers: { [K in WorkerTaskKind]: (input: WorkerInputs[K]) => Answer<K> } = {
  certify: runCertificationTask,
  parseCatalogue: ({ entries }) => parseCatalogueUpload(entries),
  readCatalogueZip: ({ zip, fileName }) => {
    const read = readZip(zip, fileName);
    return read.ok ? { zipRefused: null, parse: parseCatalogueUpload(read.entries) } : { zipRefused: read.reason };
  },
  parseBaseline: ({ catalogue, ...input }) =>
    parseBaselineFile({ ...input, catalogueResolver: catalogue ? catalogueResolverOf(`id:${catalogue.id}`, catalogue.xsdFiles) : noCatalogue }),
  generate: generateFunctionSchemaSet,
  synchronise: ({ library, choices }) => synchroniseChoices(library, choices),
  definitionImpact: ({ choices, before, after }) => definitionImpact(choices, before, after),
  functionKit,
  checkMessage: (input) => (input.afdVersion === 1 ? checkXmlMessage(input.files, input.message) : checkJsonMessage(input.files, input.message, input.catalogueCodeLists)),
  readXlsxTable: readXlsxTableTask,
  readZip: ({ zip, fileName }) => readZip(zip, fileName),
  compatibility: runCompatibilityTask,
};

/** Runs one task on this thread (the worker's side, or the pool's inline mode); an asynchronous handler's answer is its promise. */
export function runWorkerTask<K extends WorkerTaskKind>(task: WorkerTaskOf<K>): Answer<K> {
  const handler: (input: WorkerInputs[K]) => Answer<K> = handlers[task.kind];
  return handler(task.input);
}
