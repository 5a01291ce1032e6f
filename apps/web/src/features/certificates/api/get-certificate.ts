import { certificateSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';
import { ApiError } from '@/lib/api-error';

/** `GET /api/Certificaten/{kenmerk}`: public; the same answer for every caller. */
export function getCertificate(kenmerk: string) {
  return apiJson(`/api/Certificaten/${encodePath(kenmerk)}`, certificateSchema);
}

export function useCertificate(kenmerk: string) {
  return useQuery(
    queryOptions({
      queryKey: apiQueryKey('Certificaten', kenmerk),
      queryFn: () => getCertificate(kenmerk),
      // An unknown kenmerk stays unknown: asking again only delays the answer.
      retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    }),
  );
}
