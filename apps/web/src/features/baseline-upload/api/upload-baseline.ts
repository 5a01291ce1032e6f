import { baselineSchemaSchema, baselineUploadResultSchema, type BaselineSchema, type BaselineUploadResult } from '@afd/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '@/lib/api/query-keys';
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

type BaselineKeyIds = Omit<BaselineUploadInput, 'file' | 'xpathRules'>;

/**
 * `GET /api/BaselineSchemas/{ca}/{mt}/{aa}`: the baseline of this key, or null on 404 (spec 000
 * §5: a 404 means proceed); other failures are thrown.
 */
export async function getExistingBaseline(key: BaselineKeyIds): Promise<BaselineSchema | null> {
  try {
    return await apiJson(`/api/BaselineSchemas/${encodePath(key.certificationAreaId, key.messageTypeId, key.applicationAreaId)}`, baselineSchemaSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The existence check before an upload: true when a baseline has this key. */
export async function baselineExists(key: BaselineKeyIds): Promise<boolean> {
  return (await getExistingBaseline(key)) !== null;
}

/**
 * The baseline already stored under a complete key (null: none), so that a re-upload starts with
 * its XPath rules ticked instead of silently dropping them.
 */
export function useExistingBaselineQuery(key: BaselineKeyIds | null) {
  return useQuery({
    queryKey: apiQueryKey('BaselineSchemas', key?.certificationAreaId ?? '', key?.messageTypeId ?? '', key?.applicationAreaId ?? ''),
    queryFn: () => getExistingBaseline(key as BaselineKeyIds),
    enabled: key !== null,
    // An upload replaces what is stored: ask again rather than trust a cached answer.
    staleTime: 0,
  });
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
