import { z } from 'zod';

/** `GET /AuthenticationConfiguration`: where the web app signs in. */
export const authenticationConfigurationSchema = z.object({
  authority: z.string(),
  redirectUri: z.string(),
  clientID: z.string(),
  /**
   * Template of the API scope; `{env}` becomes 'localhost' or 'web' depending on the host the
   * web app runs on (spec 000 §7: "a user_impersonation scope whose name depends on whether the
   * host is local").
   */
  apiScope: z.string(),
  /** Azure AD B2C policy (user flow) the authority points at, when the provider is B2C. */
  b2cPolicy: z.string().nullable(),
});
export type AuthenticationConfiguration = z.infer<typeof authenticationConfigurationSchema>;

export const roleCodeSchema = z.enum(['B', 'C', 'V']);
export type RoleCode = z.infer<typeof roleCodeSchema>;

/** `GET /api/users/me`: the signed-in user as the server sees them (the record decides, not the token). */
export const currentUserSchema = z.object({
  oid: z.string(),
  email: z.string(),
  initials: z.string().nullable(),
  prefix: z.string().nullable(),
  surname: z.string().nullable(),
  organization: z.string().nullable(),
  role: roleCodeSchema.nullable(),
  /** 'Actief' / 'Niet actief' / 'Nieuw' (spec 000 §4 user filter). */
  status: z.enum(['actief', 'niet-actief', 'nieuw']),
  isActive: z.boolean(),
  /** Role flags; each is true only for an active user. */
  isAdministrator: z.boolean(),
  isCertifier: z.boolean(),
  isValidator: z.boolean(),
  isAfdDefinitionDownloader: z.boolean(),
  /** Organisations this user may compose AFD definitions for (online composition authorisations). */
  authorizationsForAfdOnlineSamenstellen: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
