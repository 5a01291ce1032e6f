import type { BaselineSchema } from '@afd/contracts';
import { apiDownload, encodePath } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET /api/BaselineSchemas/{idBasedAreakey}`: the baseline's current file, offered to the user. */
export async function downloadBaseline(baseline: BaselineSchema): Promise<void> {
  const { blob, fileName } = await apiDownload(`/api/BaselineSchemas/${encodePath(baseline.idBasedAreakey)}`);
  saveFile(blob, fileName ?? baseline.fileName);
}
