import { schemaIssueSchema } from '@afd/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, encodePath } from '@/lib/api-client';
import { schemaIssueQueryKeys } from './schema-issue-query-keys';

const schemaIssueListSchema = z.array(schemaIssueSchema);

/** Which meldingen an overview shows: those the organisation received, or those it reported. */
export type IssueDirection = 'received' | 'reported';

const pathSegment: Record<IssueDirection, string> = { received: 'received-by-organization', reported: 'reported-by-organization' };

/** `GET /api/SchemaIssues/received-by-organization/{org}` or `.../reported-by-organization/{org}`. */
export function getIssueOverview(direction: IssueDirection, organisation: string) {
  return apiJson(`/api/SchemaIssues/${pathSegment[direction]}/${encodePath(organisation)}`, schemaIssueListSchema);
}

/** The organisation's meldingen; idle until an organisation is chosen. */
export function useIssueOverview(direction: IssueDirection, organisation: string | null) {
  return useQuery({
    queryKey: schemaIssueQueryKeys[direction](organisation ?? ''),
    queryFn: () => getIssueOverview(direction, organisation ?? ''),
    enabled: organisation !== null,
  });
}
