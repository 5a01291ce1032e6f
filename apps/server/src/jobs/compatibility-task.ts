import { decideCompatibilityWithEarlier, type CompatibilityContext, type CompatibilityWithEarlier } from '@afd/afd';
import { catalogueResolverOf } from './worker-catalogue-resolvers.ts';

// Compatibility of a new version with earlier versions of the same schema (issue 32) as plain
// data, so it can run in a worker thread: reading two schemas and deciding inclusion both ways is
// certification-sized work. The AFD 1.0 catalogue travels as its XSD files (the worker builds its
// resolver once per catalogue version), AFD 2.0 as its code lists.

export interface CompatibilityFile {
  fileName: string;
  content: Uint8Array;
}

export interface CompatibilityTask {
  newer: CompatibilityFile;
  /** Oldest first; the last is the latest published version. */
  earlier: { version: number; file: CompatibilityFile }[];
  context:
    | { afdVersion: 1; catalogueVersion: string; catalogueXsdFiles: Record<string, string> }
    | { afdVersion: 2; codeLists: Extract<CompatibilityContext, { afdVersion: 2 }>['codeLists'] };
}

/** Decides both directions against every earlier version given. */
export function runCompatibilityTask(task: CompatibilityTask): CompatibilityWithEarlier {
  const context: CompatibilityContext =
    task.context.afdVersion === 1
      ? {
          afdVersion: 1,
          catalogueXsdFiles: task.context.catalogueXsdFiles,
          catalogueResolver: catalogueResolverOf(`version:${task.context.catalogueVersion}`, task.context.catalogueXsdFiles),
        }
      : { afdVersion: 2, codeLists: task.context.codeLists };
  return decideCompatibilityWithEarlier({
    newer: task.newer,
    earlier: task.earlier.map(({ version, file }) => ({ version: String(version), file })),
    context,
  });
}
