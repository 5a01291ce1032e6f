import { organisationFromPath, type RouteScope } from '../../../auth/access.ts';
import type { Db } from '../../../db/client.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { existingDefinition } from '../definition-store/existing-definition.ts';

// Who may import into a definition, decided from the path before the upload is read (issue 28):
// the definitions' own rule (definition-access.ts: 403 for an organisation the caller may not
// compose for, 404 for an organisation or definition that does not exist). The import checks it
// again inside its transaction, where the definition is locked.

export function importedDefinitionScope(db: Db): RouteScope {
  return organisationFromPath('organisation', async (principal, organisation, params) =>
    existingDefinition(db, await authoringOrganisation(db, principal, organisation), params.name ?? ''),
  );
}
