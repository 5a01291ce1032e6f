import { baselineUploadResultSchema, type BaselineUploadResult } from '@afd/contracts';
import { uploadWithProgress } from '@/lib/upload';
import type { BaselineKeyIds } from './get-existing-baseline';

export interface BaselineUploadInput extends BaselineKeyIds {
  file: File;
  /** Names of the selected XPath rules (version-1 certification areas only). */
  xpathRules: readonly string[];
  /** The impact analysis this upload confirms (issue 18): the server refuses another file or a changed current library. */
  impact?: { sha256: string; libraryId: string };
}

/** The upload's form: the three dimension ids, `xpathlist` (JSON array of names), the confirmed analysis and the file. */
export function baselineUploadForm(input: BaselineUploadInput): FormData {
  const formData = new FormData();
  formData.append('certificationArea', input.certificationAreaId);
  formData.append('messageType', input.messageTypeId);
  formData.append('applicationArea', input.applicationAreaId);
  formData.append('xpathlist', JSON.stringify(input.xpathRules));
  if (input.impact) {
    formData.append('impactSha256', input.impact.sha256);
    formData.append('impactLibraryId', input.impact.libraryId);
  }
  formData.append('file', input.file, input.file.name);
  return formData;
}

/** `POST /api/BaselineSchemas`. */
export async function uploadBaseline(input: BaselineUploadInput, onProgress: (percent: number) => void): Promise<BaselineUploadResult | undefined> {
  return uploadWithProgress({ path: '/api/BaselineSchemas', formData: baselineUploadForm(input), schema: baselineUploadResultSchema, onProgress });
}
