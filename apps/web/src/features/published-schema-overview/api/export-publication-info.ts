import { publicationInfoCsvFileName } from '@afd/contracts';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET /api/afd-definitions/publication-info/output-csv`, saved as publication-info.csv. */
export async function exportPublicationInfo(): Promise<void> {
  const { blob } = await apiDownload('/api/afd-definitions/publication-info/output-csv');
  saveFile(blob, publicationInfoCsvFileName);
}
