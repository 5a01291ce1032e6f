import { parseAfdCodelistsFile } from '../afd2/catalogue/parse-afd-codelists-file.ts';
import { compatibilityTexts } from '../compatibility/compatibility-texts.ts';
import { decideCompatibility } from '../compatibility/decide-compatibility.ts';
import { breaksCompatibility, compatibilityDirections, isFullyCompatible, type CompatibilityContext, type VersionCompatibility } from '../compatibility/version-compatibility.ts';
import type { CodeList } from '../model/catalogue.ts';
import { compatUsage, parseCompatArguments, type CompatArguments } from './afd-compat-arguments.ts';
import { compatTexts } from './afd-compat-texts.ts';
import { baseName, InputProblem, readCatalogue, readInput, runCommand, type CliIo } from './cli-input.ts';
import { cliTexts } from './cli-texts.ts';

// afd-compat: compatibility between two versions of a schema in a member's own build (issue 32),
// two files and no portal, decided by the same checker as the portal's (decideCompatibility).
// This file does the I/O through `io`. Exit code 0 both directions compatible, 1 a direction not
// compatible (shown by an example message), 2 left to a person, or a wrong call or unusable input.

export const compatExitCodes = { compatible: 0, notCompatible: 1, manualOrUsage: 2 } as const;

/** The --json output: the result as the portal stores it, with the files compared. */
export interface CompatReport extends VersionCompatibility {
  older: string;
  newer: string;
  afdVersion: 1 | 2;
}

/** Runs the command; answers the exit code. */
export function runAfdCompat(argv: readonly string[], io: CliIo): number {
  return runCommand(parseCompatArguments(argv), io, { usage: compatUsage, usageExitCode: compatExitCodes.manualOrUsage }, (args) => compareWith(args, io));
}

function compareWith(args: CompatArguments, io: CliIo): number {
  const older = versionFile(io, args.olderPath);
  const newer = versionFile(io, args.newerPath);
  const afdVersion = /\.xsd$/i.test(older.fileName) ? 1 : 2;
  if (afdVersion === 1 !== /\.xsd$/i.test(newer.fileName)) throw new InputProblem(compatibilityTexts.differentAfdVersions(older.fileName, newer.fileName));
  const result = decideCompatibility({ older, newer, context: contextOf(io, args, afdVersion) });
  const report: CompatReport = { older: older.fileName, newer: newer.fileName, afdVersion, ...result };
  io.out(args.json ? `${JSON.stringify(report, null, 2)}\n` : compatReportText(report));
  if (isFullyCompatible(result)) return compatExitCodes.compatible;
  return breaksCompatibility(result) ? compatExitCodes.notCompatible : compatExitCodes.manualOrUsage;
}

function versionFile(io: CliIo, path: string): { fileName: string; content: Uint8Array } {
  const fileName = baseName(path);
  if (!/\.(xsd|json)$/i.test(fileName)) throw new InputProblem(compatTexts.notASchema(fileName));
  const content = readInput(io, path);
  if (content.length === 0) throw new InputProblem(cliTexts.emptyFile(fileName));
  return { fileName, content };
}

function contextOf(io: CliIo, args: CompatArguments, afdVersion: 1 | 2): CompatibilityContext {
  const catalogue = args.cataloguePath === null ? null : readCatalogue(io, args.cataloguePath);
  if (afdVersion === 1) {
    if (catalogue === null) throw new InputProblem(compatTexts.catalogueNeeded);
    return { afdVersion: 1, catalogueXsdFiles: catalogue.xsdFiles };
  }
  const codeLists: CodeList[] = [...(catalogue?.catalogue.codeLists ?? []), ...(args.codeListsPath === null ? [] : readCodeLists(io, args.codeListsPath))];
  return { afdVersion: 2, codeLists };
}

function readCodeLists(io: CliIo, path: string): CodeList[] {
  const fileName = baseName(path);
  const parsed = parseAfdCodelistsFile(new TextDecoder().decode(readInput(io, path)), fileName);
  if (!parsed.ok) throw new InputProblem(parsed.errors.join('\n'));
  return parsed.codeLists;
}

/** The report as text for a terminal or a build log: each direction, its verdict, reasons and example message. */
export function compatReportText(report: CompatReport): string {
  const lines = [compatTexts.heading(report.older, report.newer, report.afdVersion)];
  for (const direction of compatibilityDirections) {
    const decided = report[direction];
    lines.push('', `${compatibilityTexts.directionTitle(direction)}: ${compatibilityTexts.verdict[decided.verdict]}`);
    if (decided.verdict === 'compatibel') continue;
    lines.push(...decided.reasons.map((reason) => `    ${reason}`));
    if (decided.verdict === 'niet-compatibel') {
      lines.push('', `    ${compatTexts.counterexample(decided.counterexample.validUnder)}`, ...decided.counterexample.message.trimEnd().split('\n').map((line) => `        ${line}`));
    }
  }
  lines.push('', compatTexts.conclusion(isFullyCompatible(report) ? 'compatibel' : breaksCompatibility(report) ? 'niet-compatibel' : 'handmatig'));
  return `${lines.join('\n')}\n`;
}
