import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET /api/Datacatalogs`: the current catalogue as a JSON file, offered to the user. */
export async function downloadDatacatalog(): Promise<void> {
  const { blob, fileName } = await apiDownload('/api/Datacatalogs');
  saveFile(blob, fileName ?? 'datacatalogus.json');
}
