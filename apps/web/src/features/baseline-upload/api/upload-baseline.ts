import { baselineSchemaSchema, baselineUploadResultSchema, type BaselineUploadResult } from '@afd/contracts';
import { apiJson, encodePath } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { uploadWithProgress } from '@/lib/upload';

export interface BaselineUploadInput {
  file: File;
  certificationAreaId: string;
  messageTypeId: string;
  applicationAreaId: string;
  /** Names of the selected XPath rules (version-1 communities only). */
  xpathRules: readonly string[];
}

/**
 * The existence check `GET /api/BaselineSchemas/{ca}/{mt}/{aa}`: true when a baseline has this
 * key, false on 404 (spec 000 §5: a 404 means proceed); other failures are thrown.
 */
export async function baselineExists(key: Omit<BaselineUploadInput, 'file' | 'xpathRules'>): Promise<boolean> {
  try {
    await apiJson(`/api/BaselineSchemas/${encodePath(key.certificationAreaId, key.messageTypeId, key.applicationAreaId)}`, baselineSchemaSchema);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** `POST /api/BaselineSchemas`: the file, the three dimension ids and `xpathlist` (JSON array of names). */
export async function uploadBaseline(input: BaselineUploadInput, onProgress: (percent: number) => void): Promise<BaselineUploadResult | undefined> {
  const formData = new FormData();
  formData.append('certificationArea', input.certificationAreaId);
  formData.append('messageType', input.messageTypeId);
  formData.append('applicationArea', input.applicationAreaId);
  formData.append('xpathlist', JSON.stringify(input.xpathRules));
  formData.append('file', input.file, input.file.name);
  return uploadWithProgress({ path: '/api/BaselineSchemas', formData, schema: baselineUploadResultSchema, onProgress });
}
