import type { BaselineSchema } from '@afd/contracts';
import { apiDownload, encodePath } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * `GET /api/BaselineSchemas/{id}/CertificationPackage` (issue 18, ADR 0042): the baseline package
 * for the offline checker afd-certify, saved under the server's file name
 * ('{Community}-{Berichtsoort}-{Domein}.afdbaseline.json').
 */
export async function downloadBaselinePackage(baseline: BaselineSchema): Promise<void> {
  const { blob, fileName } = await apiDownload(`/api/BaselineSchemas/${encodePath(baseline.id)}/CertificationPackage`);
  saveFile(blob, fileName ?? `${baseline.certificationArea}-${baseline.messageType}-${baseline.applicationArea}.afdbaseline.json`);
}
