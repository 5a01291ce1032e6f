import { schemaMessageCheckResultSchema } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';

/** `POST /api/OrganisationSchemas/Workbench/{organisation}/{name}`: every finding of a test message against a certified schema (issue 18). */
export const useCheckSchemaMessage = (organisation: string, name: string) =>
  useMutation({
    mutationFn: (message: string) => apiJson(`/api/OrganisationSchemas/Workbench/${encodePath(organisation, name)}`, schemaMessageCheckResultSchema, { method: 'POST', body: { message } }),
  });
