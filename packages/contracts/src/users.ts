import { z } from 'zod';
import { currentUserSchema, roleCodeSchema } from './auth.ts';

// User administration (spec 000 §2 screens 10, 11, 15; §3 User; §5 user form). The same
// schemas validate the web app's form and the server's input, so both give the spec's Dutch
// messages for the same mistakes.

/** 'Actief' / 'Niet actief' / 'Nieuw' (spec 000 §4 user filter); the same values as `/api/users/me`. */
export const userStatusSchema = currentUserSchema.shape.status;
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The Dutch messages of the user form (spec 000 §5), shared by the form and the server. */
export const userFormTexts = {
  initialsRequired: 'Voorletters zijn verplicht',
  surnameRequired: 'Achternaam is verplicht',
  organisationRequired: 'Organisatie is verplicht',
  roleRequired: 'Rol is verplicht',
  choiceRequired: 'Maak een keuze',
  tooLong: (maximum: number) => `Maximaal ${maximum} tekens`,
} as const;

/** `GET /api/users?status=`: without a status, every user. */
export const userListQuerySchema = z.object({ status: userStatusSchema.optional() });

/** One row of `GET /api/users` (the list names the identity's id `objectId`, spec 000 §3). */
export const userListItemSchema = z.object({
  objectId: z.string(),
  email: z.string(),
  initials: z.string().nullable(),
  prefix: z.string().nullable(),
  surname: z.string().nullable(),
  organization: z.string().nullable(),
  role: roleCodeSchema.nullable(),
  /** Tri-state: null until an administrator decides (a new user). */
  actief: z.boolean().nullable(),
  koatActief: z.boolean().nullable(),
  status: userStatusSchema,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** `/api/users/{key}`: the key is the identity's id (objectId / oid). */
export const userKeyParamsSchema = z.object({ key: z.string().min(1) });

/**
 * `GET /api/users/{key}` and the answer of `PATCH /api/users`: the record as an administrator
 * edits it. Its online-composition authorisations are read apart, through
 * `GET /api/Authorizations/user/{oid}/aos-organisations`, and saved with the PATCH.
 */
export const userDetailsSchema = z.object({
  oid: z.string(),
  email: z.string(),
  initials: z.string().nullable(),
  prefix: z.string().nullable(),
  surname: z.string().nullable(),
  telephoneNumber: z.string().nullable(),
  /** The user's organisation; null when none is known (see `claimedOrganisation`). */
  organization: z.string().nullable(),
  /** The organisation the identity provider named when it matched no known one, for the administrator to act on. */
  claimedOrganisation: z.string().nullable(),
  role: roleCodeSchema.nullable(),
  /** The role's flags as the record sets them (B ⊇ C ⊇ V), whether or not the user is active. */
  isAdministrator: z.boolean(),
  isCertifier: z.boolean(),
  isValidator: z.boolean(),
  actief: z.boolean().nullable(),
  koatActief: z.boolean().nullable(),
  status: userStatusSchema,
  isKoatGebruiker: z.boolean(),
  notifyOnAfdDefinitionsChange: z.boolean(),
  notifyOnAfdDefinitionsMeldingen: z.boolean(),
  /** System-account flags (spec 000 §6). */
  isAfdDefinitionDownloader: z.boolean(),
  isAfsMappingServiceGebruiker: z.boolean(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

const requiredText = (message: string, maximum: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(maximum, { error: userFormTexts.tooLong(maximum) });
const optionalText = (maximum: number) => z.string().trim().max(maximum, { error: userFormTexts.tooLong(maximum) }).nullable();
/** A Ja/Nee radio choice the administrator must make (spec 000 §5), also where the record has none yet. */
const requiredChoice = () => z.boolean({ error: userFormTexts.choiceRequired });

/**
 * `PATCH /api/users`: every editable field of one user, identified by `oid`. The e-mail address
 * belongs to the identity and is not edited here. Empty optional texts are stored as null.
 */
export const userUpdateSchema = z.object({
  oid: z.string().min(1),
  initials: requiredText(userFormTexts.initialsRequired, 20),
  prefix: optionalText(20),
  surname: requiredText(userFormTexts.surnameRequired, 100),
  telephoneNumber: optionalText(30),
  /** The name of a known organisation. */
  organization: requiredText(userFormTexts.organisationRequired, 200),
  role: z.enum(roleCodeSchema.options, { error: userFormTexts.roleRequired }),
  actief: requiredChoice(),
  koatActief: requiredChoice(),
  isKoatGebruiker: requiredChoice(),
  notifyOnAfdDefinitionsChange: requiredChoice(),
  notifyOnAfdDefinitionsMeldingen: requiredChoice(),
  isAfdDefinitionDownloader: requiredChoice(),
  isAfsMappingServiceGebruiker: requiredChoice(),
  /**
   * Organisation names this user may compose AFD definitions for. The server gives an
   * administrator all organisations and clears the list when the organisation changes.
   */
  authorizationsForAfdOnlineSamenstellen: z.array(z.string().min(1)).max(10_000),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
/** The form's values before validation (a new user's choices may still be unmade). */
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** `GET /api/Authorizations/user/{oid}/aos-organisations`. */
export const aosOrganisationsParamsSchema = z.object({ oid: z.string().min(1) });
/** Names of the organisations the user may compose AFD definitions for ('AFD Online Samenstellen'), sorted. */
export const aosOrganisationsSchema = z.array(z.string());

/**
 * The notice of change (issue 32) for the schemas of one owner organisation: on unless the user
 * turned it off. GET lists every organisation whose schemas the user's organisation downloaded
 * (and any the user turned off); PUT changes the ones it names and leaves the others.
 */
export const schemaChangeNoticeChoiceSchema = z.object({
  organisation: z.string().min(1).max(200),
  enabled: z.boolean(),
});
export type SchemaChangeNoticeChoice = z.infer<typeof schemaChangeNoticeChoiceSchema>;

/** `GET` and `PUT /api/users/me/settings`: the signed-in user's own notification choices (spec 000 §2 screen 15). */
export const notificationSettingsSchema = z.object({
  notifyOnAfdDefinitionsChange: z.boolean(),
  notifyOnAfdDefinitionsMeldingen: z.boolean(),
  /** Ours (issue 32): e-mail when a downloaded schema changes, per owner organisation; always in GET, optional in PUT. */
  schemaChangeNotices: z.array(schemaChangeNoticeChoiceSchema).max(10_000).optional(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
