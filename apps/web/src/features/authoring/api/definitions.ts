import {
  baseFunctionListSchema,
  codelistListSchema,
  definitionMetadataSchema,
  functionsAnswerSchema,
  multipleInstancesProblemsSchema,
  definitionSummaryListSchema,
  definitionSummarySchema,
  publishDefinitionResultSchema,
  syncResultSchema,
  taskDescriptionListSchema,
  type DefinitionFunction,
  type DefinitionMetadata,
  type JsonSchemaVersion,
  type PublishDefinitionBody,
} from '@afd/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDownload, apiJson, apiSend, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

// The calls of the definition list and its modals (001 §7 'Product definitions'). Every change
// refreshes everything under ['Productdefinities'] (the lists, the one definition, its metadata).

/** A baseline by the names of its key, as the list's route has them. */
export interface BaselineNames {
  certificationArea: string;
  messageType: string;
  applicationArea: string;
}

const definitionsKey = apiQueryKey('Productdefinities');

/** `GET /api/Productdefinities/{certificationArea}/{messageType}/{applicationArea}?organizationName=`. */
export function definitionListQuery(baseline: BaselineNames, organisation: string | null) {
  return queryOptions({
    queryKey: apiQueryKey('Productdefinities', baseline.certificationArea, baseline.messageType, baseline.applicationArea, { organizationName: organisation }),
    queryFn: () =>
      apiJson(`/api/Productdefinities/${encodePath(baseline.certificationArea, baseline.messageType, baseline.applicationArea)}`, definitionSummaryListSchema, {
        query: { organizationName: organisation ?? '' },
      }),
    enabled: organisation !== null,
  });
}

export const useDefinitionList = (baseline: BaselineNames, organisation: string | null) => useQuery(definitionListQuery(baseline, organisation));

/** `GET /api/Tasks/subset/descriptions?taskIds=`: what each open task of a definition means. */
export function useTaskDescriptions(taskIds: readonly string[] | null) {
  return useQuery({
    queryKey: apiQueryKey('Tasks', 'subset', 'descriptions', { taskIds: (taskIds ?? []).join(',') }),
    queryFn: () => apiJson('/api/Tasks/subset/descriptions', taskDescriptionListSchema, { query: { taskIds: (taskIds ?? []).join(',') } }),
    enabled: taskIds !== null && taskIds.length > 0,
  });
}

/** `GET /api/Productdefinities/BaseFunctions`. */
export const useBaseFunctions = () =>
  useQuery({ queryKey: apiQueryKey('Productdefinities', 'BaseFunctions'), queryFn: () => apiJson('/api/Productdefinities/BaseFunctions', baseFunctionListSchema) });

/** `GET /api/Productdefinities/MetaData/{organisation}/{name}`: the properties form's values. */
export function useDefinitionMetadata(organisation: string, name: string, enabled: boolean) {
  return useQuery({
    queryKey: apiQueryKey('Productdefinities', 'MetaData', organisation, name),
    queryFn: () => apiJson(`/api/Productdefinities/MetaData/${encodePath(organisation, name)}`, definitionMetadataSchema),
    enabled,
  });
}

/** The baseline's ADNBRA and PORMAA lists for the properties form's selects. */
export function usePropertyCodelists(organisation: string, basedOn: string, enabled: boolean) {
  return useQuery({
    queryKey: apiQueryKey('BaselineSchemas', organisation, basedOn, 'codelists', 'subset', { codelistNames: 'ADNBRA,PORMAA' }),
    queryFn: () =>
      apiJson(`/api/BaselineSchemas/${encodePath(organisation, basedOn)}/codelists/subset`, codelistListSchema, { query: { codelistNames: 'ADNBRA,PORMAA' } }),
    enabled,
  });
}

/** `GET /api/Productdefinities/Functions/{organisation}/{name}`. */
export function useDefinitionFunctions(organisation: string, name: string, enabled: boolean) {
  return useQuery({
    queryKey: apiQueryKey('Productdefinities', 'Functions', organisation, name),
    queryFn: () => apiJson(`/api/Productdefinities/Functions/${encodePath(organisation, name)}`, functionsAnswerSchema),
    enabled,
  });
}

function useDefinitionsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: definitionsKey }) });
}

/** `POST /api/Productdefinities/{organisation}/{name}` on the baseline with these names. */
export const useCreateDefinition = () =>
  useDefinitionsMutation(({ organisation, name, baseline }: { organisation: string; name: string; baseline: BaselineNames }) =>
    apiJson(`/api/Productdefinities/${encodePath(organisation, name)}`, definitionSummarySchema, { method: 'POST', body: baseline }),
  );

/** `POST /api/Productdefinities/Copy/{organisation}/{name}?newName=`. */
export const useCopyDefinition = () =>
  useDefinitionsMutation(({ organisation, name, newName }: { organisation: string; name: string; newName: string }) =>
    apiJson(`/api/Productdefinities/Copy/${encodePath(organisation, name)}`, definitionSummarySchema, { method: 'POST', query: { newName } }),
  );

/** `DELETE /api/Productdefinities/{organisation}/{name}` (administrators). */
export const useDeleteDefinition = () =>
  useDefinitionsMutation(({ organisation, name }: { organisation: string; name: string }) =>
    apiSend(`/api/Productdefinities/${encodePath(organisation, name)}`, { method: 'DELETE' }),
  );

/** `POST /api/Productdefinities/MetaData/{organisation}/{name}`. */
export const useSaveMetadata = () =>
  useDefinitionsMutation(({ organisation, name, metadata }: { organisation: string; name: string; metadata: DefinitionMetadata }) =>
    apiJson(`/api/Productdefinities/MetaData/${encodePath(organisation, name)}`, definitionMetadataSchema, { method: 'POST', body: metadata }),
  );

/** `POST /api/Productdefinities/Functions/{organisation}/{name}`. */
export const useSaveFunctions = () =>
  useDefinitionsMutation(({ organisation, name, functions, revision }: { organisation: string; name: string; functions: DefinitionFunction[]; revision: number }) =>
    apiJson(`/api/Productdefinities/Functions/${encodePath(organisation, name)}`, functionsAnswerSchema, { method: 'POST', body: { functions, revision } }),
  );

/**
 * `POST /api/Productdefinities/Sync/{organisation}/{name}/{user}/{dateTime}?saveOnWarnings=`: the
 * check (false) writes only when nothing is lost; 'Doorgaan' (true) writes whatever the warnings.
 */
export const useSyncDefinition = () =>
  useDefinitionsMutation(({ organisation, name, userDisplayName, saveOnWarnings }: { organisation: string; name: string; userDisplayName: string; saveOnWarnings: boolean }) =>
    apiJson(`/api/Productdefinities/Sync/${encodePath(organisation, name, userDisplayName || '-', new Date().toLocaleString('nl-NL'))}`, syncResultSchema, {
      method: 'POST',
      query: { saveOnWarnings: String(saveOnWarnings) },
    }),
  );

/** `GET /api/Productdefinities/Generate/{organisation}/{name}`: the whole definition as CSV. */
export const downloadDefinitionCsv = (organisation: string, name: string) => apiDownload(`/api/Productdefinities/Generate/${encodePath(organisation, name)}`);

/** `GET /api/Productdefinities/VerifyMultipleInstancesSchema/{organisation}/{name}/{function}`: warnings before a download. */
export function useMultipleInstancesProblems(organisation: string, name: string, functionName: string | null) {
  return useQuery({
    queryKey: [...definitionsKey, 'multiple-instances', organisation, name, functionName],
    queryFn: () => apiJson(`/api/Productdefinities/VerifyMultipleInstancesSchema/${encodePath(organisation, name, functionName ?? '')}`, multipleInstancesProblemsSchema),
    enabled: functionName !== null,
  });
}

/** `GET /api/Productdefinities/Generate/{organisation}/{name}/{function}`: one function's schema set as ZIP. */
export const downloadFunctionSchema = (organisation: string, name: string, functionName: string, query: { certificationAreaVersion: string; jsonSchemaVersion?: JsonSchemaVersion }) =>
  apiDownload(`/api/Productdefinities/Generate/${encodePath(organisation, name, functionName)}`, { query });

/** `POST /api/Productdefinities/GenerateCertifiyPublish/{organisation}/{name}` (certifiers and administrators). */
export const usePublishDefinition = () =>
  useDefinitionsMutation(({ organisation, name, body }: { organisation: string; name: string; body: PublishDefinitionBody }) =>
    apiJson(`/api/Productdefinities/GenerateCertifiyPublish/${encodePath(organisation, name)}`, publishDefinitionResultSchema, { method: 'POST', body }),
  );

export type DefinitionImportKind = 'xlsx' | 'csv' | 'zip';
const importReportSchema = z.array(z.string());
const importPathOf: Record<DefinitionImportKind, string> = { xlsx: 'xlsx-import', csv: 'csv-import', zip: 'schema-import' };

/** `POST /api/ProductDefinities/{kind}-import/{organisation}/{product}/{user}/{time}`: one file; the answer is the report's lines. */
export const useImportDefinition = () =>
  useDefinitionsMutation(({ organisation, name, kind, userDisplayName, file }: { organisation: string; name: string; kind: DefinitionImportKind; userDisplayName: string; file: File }) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return apiJson(`/api/ProductDefinities/${importPathOf[kind]}/${encodePath(organisation, name, userDisplayName || '-', new Date().toLocaleString('nl-NL'))}`, importReportSchema, {
      method: 'POST',
      body,
    });
  });
