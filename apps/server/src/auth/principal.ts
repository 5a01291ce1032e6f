import type { RoleCode, RoleFlags, UserStatus } from '@afd/afd';

/**
 * The caller as the server sees them, loaded from the user record on every request: the record,
 * not the token, decides roles, activity, organisation and authorisations, so a change by an
 * administrator takes effect at the user's next call.
 */
export interface Principal {
  userId: string;
  /** The identity provider's stable id of the user (the spec's oid). */
  subject: string;
  email: string;
  initials: string | null;
  prefix: string | null;
  surname: string | null;
  organisationId: string | null;
  organisationName: string | null;
  status: UserStatus;
  /** The role on the record, whether or not it counts (see `roles`). */
  role: RoleCode | null;
  /** Effective role flags: all false unless the user is active (spec 000 §6). */
  roles: RoleFlags;
  /** System-account flag for AFD definition downloads; only for an active user. */
  isAfdDefinitionDownloader: boolean;
  /** Organisations this user may compose AFD definitions for; empty unless the user is active. */
  compositionOrganisations: { id: string; name: string }[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for an anonymous call (set by the auth plugin). */
    principal: Principal | null;
  }
}
