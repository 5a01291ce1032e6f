import { roleFlagsOf, userStatusOf } from '@afd/afd';
import type { UserDetails, UserListItem } from '@afd/contracts';
import type { UserRecord } from './users.repository.ts';

/** A row of `GET /api/users`. */
export function userListItemOf(record: UserRecord): UserListItem {
  return {
    objectId: record.subject,
    email: record.email,
    initials: record.initials,
    prefix: record.prefix,
    surname: record.surname,
    organization: record.organisationName,
    role: record.role,
    actief: record.actief,
    koatActief: record.koatActief,
    status: userStatusOf(record.actief, record.koatActief),
  };
}

/** The record as an administrator edits it (`GET /api/users/{key}`). */
export function userDetailsOf(record: UserRecord): UserDetails {
  return {
    oid: record.subject,
    email: record.email,
    initials: record.initials,
    prefix: record.prefix,
    surname: record.surname,
    telephoneNumber: record.telephoneNumber,
    organization: record.organisationName,
    claimedOrganisation: record.claimedOrganisation,
    role: record.role,
    ...roleFlagsOf(record.role),
    actief: record.actief,
    koatActief: record.koatActief,
    status: userStatusOf(record.actief, record.koatActief),
    isKoatGebruiker: record.isKoatGebruiker,
    notifyOnAfdDefinitionsChange: record.notifyOnDefinitionChanges,
    notifyOnAfdDefinitionsMeldingen: record.notifyOnSchemaIssues,
    isAfdDefinitionDownloader: record.isAfdDefinitionDownloader,
    isAfsMappingServiceGebruiker: record.isAfsMappingServiceGebruiker,
  };
}
