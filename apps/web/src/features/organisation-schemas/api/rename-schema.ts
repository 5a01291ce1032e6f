import { renamedSchemaSchema } from '@afd/contracts';
import { apiJson, encodePath } from '@/lib/api-client';

/** `POST /api/OrganisationSchemas/Rename/{organisation}/{name}?newName`: 409 when the name is taken. */
export function renameSchema(organisation: string, name: string, newName: string) {
  return apiJson(`/api/OrganisationSchemas/Rename/${encodePath(organisation, name)}`, renamedSchemaSchema, {
    method: 'POST',
    query: { newName },
  });
}
