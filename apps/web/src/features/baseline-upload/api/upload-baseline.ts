import { baselineUploadResultSchema, type BaselineUploadResult } from '@afd/contracts';
import { uploadWithProgress } from '@/lib/upload';
import type { BaselineKeyIds } from './get-existing-baseline';

export interface BaselineUploadInput extends BaselineKeyIds {
  file: File;
  /** Names of the selected XPath rules (version-1 communities only). */
  xpathRules: readonly string[];
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
