import { baselineSchemaSchema, type BaselineSchema } from '@afd/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '@/lib/api/query-keys';
import { apiJson, encodePath } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** The three dimension ids that make a baseline's key. */
export interface BaselineKeyIds {
  certificationAreaId: string;
  messageTypeId: string;
  applicationAreaId: string;
}

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
