import { readZip, type ZipEntry, type ZipLimits } from '@afd/afd';
import { HttpProblem } from './http-problem.ts';

// Uploaded ZIPs are read by the domain's reader (packages/afd/src/uploads/read-zip.ts), the one
// reader of every archive the portal opens: its central directory must describe exactly the local
// headers in the file, and every entry's output is counted as it inflates, the read stopping at the
// declared size, the ratio or the limit, whatever the headers say (ADR 0052). Large uploads read it on the worker pool
// (jobs/worker-task.ts 'readCatalogueZip'); this wrapper serves the demo seed and small reads.

export { unsafeZipEntryReason } from '@afd/afd';

/** The Dutch refusal of an unusable ZIP (400). */
export function zipProblem(reason: string): HttpProblem {
  return new HttpProblem(400, 'Ongeldig ZIP-bestand', reason);
}

/** Unpacks the files of a ZIP (folders left out), or throws the Dutch 400 saying why not. */
export function readSafeZip(bytes: Uint8Array, fileName: string, limits?: ZipLimits): ZipEntry[] {
  const read = readZip(bytes, fileName, limits);
  if (!read.ok) throw zipProblem(read.reason);
  return read.entries;
}
