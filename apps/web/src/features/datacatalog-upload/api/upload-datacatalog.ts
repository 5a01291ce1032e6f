import { datacatalogUploadResultSchema, type DatacatalogUploadResult } from '@afd/contracts';
import { uploadWithProgress } from '@/lib/upload';

/** `POST /api/Datacatalogs`: one ZIP in the field `file`; `onProgress` takes 0..100 while it is sent. */
export function uploadDatacatalog(file: File, onProgress: (percent: number) => void): Promise<DatacatalogUploadResult | undefined> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return uploadWithProgress({ path: '/api/Datacatalogs', formData, schema: datacatalogUploadResultSchema, onProgress });
}
