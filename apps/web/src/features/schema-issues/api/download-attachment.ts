import { apiDownload, encodePath } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET /api/SchemaIssues/Attachment/{organization}/{id}/{fileName}`: the attachment, saved as a file. */
export async function downloadAttachment(organisation: string, id: number, fileName: string): Promise<void> {
  const { blob, fileName: served } = await apiDownload(`/api/SchemaIssues/Attachment/${encodePath(organisation, id, fileName)}`);
  saveFile(blob, served ?? fileName);
}
