import type { PublishedSchema } from '@afd/contracts';
import { apiDownload, encodePath } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET /api/PublishedSchemas/{organisation}/{baselineId}/{schemaEncodedName}`: saved as `{schemaName}.zip` (001 §9). */
export async function downloadPublishedSchema(schema: PublishedSchema, baselineId: string): Promise<void> {
  // encodedName is already one encoded segment: it goes into the path as it is.
  const { blob } = await apiDownload(`/api/PublishedSchemas/${encodePath(schema.organisation, baselineId)}/${schema.encodedName}`);
  saveFile(blob, `${schema.name}.zip`);
}
