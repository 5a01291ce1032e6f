import type { PublishedSchema } from '@afd/contracts';
import type { Principal } from '../../auth/principal.ts';
import { decideDownload } from '@afd/afd';
import type { PublishedRow } from './published-schemas.repository.ts';

// One register row as the wire shows it, with whether THIS caller may download it: the same
// decision the download calls make, so a link the screen offers is never refused for the rule.

export interface RegisterContext {
  principal: Principal | null;
  standardsOrganisation: string;
  /** The organisations the column's owner allowed; null = never restricted. */
  enabledOrganisations: readonly string[] | null;
}

/** All the download rule reads of a caller: signed-in callers alike in this see the same column. */
export function downloadCallerOf(principal: Principal | null): { isActive: boolean; organisationName: string | null } | null {
  return principal && { isActive: principal.status === 'actief', organisationName: principal.organisationName };
}

export function registerEntry(row: PublishedRow, ownerName: string, context: RegisterContext): PublishedSchema {
  const decision = decideDownload({
    schema: { ownerName, isPublished: true, isDownloadable: row.isDownloadable, tag: row.tag },
    caller: downloadCallerOf(context.principal),
    enabledOrganisations: context.enabledOrganisations,
    standardsOrganisation: context.standardsOrganisation,
  });
  return {
    name: row.name,
    encodedName: encodeURIComponent(row.name),
    organisation: ownerName,
    displayName: row.name,
    isDownloadable: row.isDownloadable,
    isOpenApiDescription: row.isOpenApiDescription,
    version: row.version,
    publishDate: row.publishDate,
    mayDownload: decision.allowed,
  };
}
