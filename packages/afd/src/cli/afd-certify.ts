import { certificationBaselineOf, type BaselinePackage } from '../offline-certification/baseline-package.ts';
import { baselineFromFiles } from '../offline-certification/baseline-from-files.ts';
import { certifyAgainstBaseline } from '../offline-certification/certify-against-baseline.ts';
import type { CertificationBaseline } from '../offline-certification/certification-baseline.ts';
import { looksLikeBaselinePackage, readBaselinePackage } from '../offline-certification/read-baseline-package.ts';
import { parseCliArguments, usage, type CliArguments } from './cli-arguments.ts';
import { baseName, InputProblem, readCatalogue, readInput, runCommand, type CliIo, type ReadCatalogue } from './cli-input.ts';
import { cliReportOf, cliReportText } from './cli-report.ts';
import { cliTexts } from './cli-texts.ts';

// afd-certify: the portal's certification in a member's own build (issue 18, ADR 0042). This file
// does the I/O through `io` (files, output); the verdict comes from certifyAgainstBaseline, the
// same checkers the portal runs. Exit code 0 valid, 1 not valid or manual, 2 usage or input.

export type { CliIo } from './cli-input.ts';

export const exitCodes = { valid: 0, notValid: 1, usage: 2 } as const;

/** Runs the command; answers the exit code. */
export function runAfdCertify(argv: readonly string[], io: CliIo): number {
  return runCommand(parseCliArguments(argv), io, { usage, usageExitCode: exitCodes.usage }, (args) => certifyWith(args, io));
}

function certifyWith(args: CliArguments, io: CliIo): number {
  const catalogue = args.cataloguePath === null ? null : readCatalogue(io, args.cataloguePath);
  const { baseline, description, notes } = readBaseline(io, args.baselinePath, catalogue);
  const fileName = baseName(args.filePath);
  const expected = baseline.afdVersion === 1 ? /\.xsd$/i : /\.json$/i;
  if (!expected.test(fileName)) throw new InputProblem(cliTexts.wrongFileType(fileName, baseline.afdVersion));
  const content = readInput(io, args.filePath);
  if (content.length === 0) throw new InputProblem(cliTexts.emptyFile(fileName));
  const result = certifyAgainstBaseline(baseline, { fileName, content });
  const report = cliReportOf(result, description, notes);
  io.out(args.json ? `${JSON.stringify(report, null, 2)}\n` : cliReportText(report, fileName));
  return report.verdict === 'valide' ? exitCodes.valid : exitCodes.notValid;
}

function readBaseline(io: CliIo, path: string, catalogue: ReadCatalogue | null): { baseline: CertificationBaseline; description: string; notes: string[] } {
  const fileName = baseName(path);
  const content = readInput(io, path);
  const text = new TextDecoder().decode(content);
  if (looksLikeBaselinePackage(text)) {
    const read = readBaselinePackage(text, fileName);
    if (!read.ok) throw new InputProblem(read.problem);
    const baselinePackage = withCatalogue(read.baselinePackage, catalogue);
    return { baseline: certificationBaselineOf(baselinePackage), description: packageDescription(baselinePackage), notes: catalogue ? [cliTexts.catalogueReplaced] : [] };
  }
  if (!/\.(xsd|json)$/i.test(fileName)) throw new InputProblem(cliTexts.unknownBaseline(fileName));
  const fromFiles = baselineFromFiles({ fileName, content, catalogue });
  if (!fromFiles.ok) throw new InputProblem([cliTexts.baselineUnreadable(fileName), ...fromFiles.problems].join('\n'));
  return { baseline: fromFiles.baseline, description: cliTexts.bareBaseline(fileName, fromFiles.baseline.afdVersion), notes: fromFiles.notes };
}

/** The package with the given catalogue in place of its own (a member checking against a newer catalogue). */
function withCatalogue(baselinePackage: BaselinePackage, catalogue: ReadCatalogue | null): BaselinePackage {
  if (catalogue === null) return baselinePackage;
  return { ...baselinePackage, catalogue: { version: catalogue.catalogue.version, xsdFiles: catalogue.xsdFiles, codeLists: catalogue.catalogue.codeLists } };
}

function packageDescription(baselinePackage: BaselinePackage): string {
  const { key, afdVersion, libraryCreatedAt, catalogue, xpathRules } = baselinePackage;
  return cliTexts.packageBaseline(`${key.certificationArea} / ${key.messageType} / ${key.applicationArea}`, afdVersion, libraryCreatedAt, catalogue.version, xpathRules.length);
}
