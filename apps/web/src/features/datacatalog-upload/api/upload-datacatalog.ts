import { datacatalogUploadResultSchema, type DatacatalogUploadResult } from '@afd/contracts';
import type { UploadOptions } from '@/lib/upload';

/** The request of `POST /api/Datacatalogs`: one ZIP in the field `file` (for useFileUpload). */
export function datacatalogUploadRequest(file: File): Omit<UploadOptions<typeof datacatalogUploadResultSchema>, 'onProgress'> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return { path: '/api/Datacatalogs', formData, schema: datacatalogUploadResultSchema };
}

export type { DatacatalogUploadResult };
