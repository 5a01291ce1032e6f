import type { CurrentUser } from '@afd/contracts';
import type { Principal } from '../../auth/principal.ts';

/** The signed-in user as `GET /api/users/me` answers: the record's view, effective flags only. */
export function currentUserOf(principal: Principal): CurrentUser {
  return {
    oid: principal.subject,
    email: principal.email,
    initials: principal.initials,
    prefix: principal.prefix,
    surname: principal.surname,
    organization: principal.organisationName,
    role: principal.role,
    status: principal.status,
    isActive: principal.status === 'actief',
    isAdministrator: principal.roles.isAdministrator,
    isCertifier: principal.roles.isCertifier,
    isValidator: principal.roles.isValidator,
    isAfdDefinitionDownloader: principal.isAfdDefinitionDownloader,
    authorizationsForAfdOnlineSamenstellen: principal.compositionOrganisations.map((organisation) => organisation.name),
  };
}
