import { apiDownload, encodePath } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * `GET /api/OrganisationSchemas/{organisation}/{name}?ignoreIsDownloadable=true`: the owner may
 * download its own schema whatever its Download switch says; saved as `{schemaName}.zip` (spec 000 §9).
 */
export async function downloadSchemaZip(organisation: string, name: string): Promise<void> {
  const { blob } = await apiDownload(`/api/OrganisationSchemas/${encodePath(organisation, name)}`, { query: { ignoreIsDownloadable: true } });
  saveFile(blob, `${name}.zip`);
}
