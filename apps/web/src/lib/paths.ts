import type { CurrentUser, FeatureFlag } from '@afd/contracts';
import { generatePath, type PathParam } from 'react-router';

/** The role flags of `GET /api/users/me` that routes are guarded by (each is true only when active). */
export type RoleFlag = 'isAdministrator' | 'isCertifier' | 'isValidator';

/** Who may open a route. The server enforces the same; guards only spare users a failing screen. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'roles'; anyOf: readonly RoleFlag[] };

export interface RouteDefinition {
  /** react-router path pattern. */
  path: string;
  /** The screen's Dutch title; a function where it depends on the user's roles. */
  title: string | ((user: CurrentUser | null) => string);
  access: Access;
  /** The route exists only while this flag is on. */
  featureFlag?: FeatureFlag;
}

const publicAccess: Access = { kind: 'public' };
const signedIn: Access = { kind: 'signed-in' };
const roles = (...anyOf: RoleFlag[]): Access => ({ kind: 'roles', anyOf });
const administrator = roles('isAdministrator');
const administratorOrCertifier = roles('isAdministrator', 'isCertifier');
const validatorOrCertifier = roles('isValidator', 'isCertifier');
const allRoles = roles('isAdministrator', 'isCertifier', 'isValidator');

const definitionPagePath = '/productdefinitie/:organisation/:baseline/:productname';

/**
 * Every route of both specifications (000 §2 route table, 001 §2 routes) with its guard.
 * Where the spec shows no guard, the comment on the entry says what we chose and why.
 */
export const appRoutes = {
  // The register is public: anonymous visitors may browse published schemas (spec 000 §1).
  publishedSchemaOverview: { path: '/published-schema-overview', title: 'Gecertificeerde AFD-definities', access: publicAccess },
  // Ours (issue 18): a certificate's public page; anybody with its kenmerk may read and check it.
  certificate: { path: '/certificaat/:kenmerk', title: 'Certificaat', access: publicAccess },
  // Ours (issue 32): a published schema's versions and the compatibility between any two, public like the register.
  schemaVersions: { path: '/register/:organisation/:schema/versies', title: 'Versies van een schema', access: publicAccess },
  // Sign-in answers arrive here (the provider's registered redirect URI).
  authCallback: { path: '/auth/callback', title: 'Inloggen', access: publicAccess },

  userList: { path: '/userlist', title: 'Beheer gebruikers', access: administrator },
  // The spec names no roles for user/:key; it edits any user's record, reached from the
  // administrators' user list, so it gets the list's guard.
  userEdit: { path: '/user/:key', title: 'Gebruiker bewerken', access: administrator },
  validationBaselines: { path: '/validationbaselines', title: 'Validatie baseline beheer', access: administrator },
  dimensionCombinations: { path: '/dimensioncombinations', title: 'Beheer definitiecombinaties', access: administrator },
  baselineList: { path: '/berichtdefinities', title: 'AFD Online Samenstellen', access: allRoles },
  uploadDataCatalog: { path: '/uploadafm', title: 'Upload datacatalogus', access: administrator },
  uploadBaselineXsd: { path: '/uploadbaselinexsd', title: 'Upload validatie baseline', access: administrator },
  manualUploadXsd: { path: '/manualuploadxsd', title: 'Certificeer handmatig', access: administrator },
  uploadValidationXsd: {
    path: '/uploadvalidationxsd',
    title: (user) => (user?.isAdministrator || user?.isCertifier ? 'Certificeer schema' : 'Valideer schema'),
    access: validatorOrCertifier,
  },
  uploadPredefinedEntities: { path: '/uploadpredefinedentities', title: 'Voorgedefinieerde entiteiten', access: administrator },
  manageDimensions: { path: '/managedimensions', title: 'Beheer definities', access: administrator },
  organisationSchemas: { path: '/organisationschemas', title: "Beheer schema's", access: administratorOrCertifier },
  // Ours (issue 18, point 5): 'Bericht testen' on a certified schema, from a row of 'Beheer schema's'.
  schemaWorkbench: { path: '/organisationschemas/:organisation/:schema/bericht-testen', title: 'Bericht testen', access: administratorOrCertifier },
  // Ours (issue 32): a schema's versions and the owner's choice to compare a new one with every earlier published version.
  schemaVersionSettings: { path: '/organisationschemas/:organisation/:schema/versies', title: 'Versies en compatibiliteit', access: administratorOrCertifier },
  xpaths: { path: '/xpaths', title: 'Beheer XPathregels', access: administrator },
  organisations: { path: '/organisations', title: 'Beheer organisaties', access: administrator },
  organisationsAfdDownloadGrant: { path: '/organisationsafddownloadgrant', title: 'Beheer downloadmachtigingen', access: administrator },
  // The register has the spec's title 'Gecertificeerde AFD-definities'; the report says it is one.
  certifiedSchemasReport: { path: '/certified-schemas-report', title: 'Rapportage gecertificeerde AFD-definities', access: administrator },
  // The spec hides this report's route behind `{hash}`; we give it a readable path.
  nvgaWasactieStatusReport: { path: '/nvga-20-wasactie-status', title: 'NVGA-2.0 wasactie status', access: administrator },
  studioAfdElementUsageReport: { path: '/studio-afd-element-usage-report', title: 'Studio AFD-elementen gebruik', access: administrator },
  // "No guard shown" in the spec, but the menu offers it to administrators only and the server
  // allows revalidation to administrators only; an unguarded page would only show failing calls.
  revalidateSchemas: { path: '/revalidateschemas', title: "Hervalideer schema's", access: administrator },
  // Same reasoning: "no guard shown (menu only for administrators)" (spec 001 §2).
  baselineLibrariesAdministration: { path: '/baselinelibrariesadministration', title: 'Beheer baseline libraries', access: administrator },
  // "No guard shown": every signed-in user may change their own notification settings (spec 000 §6),
  // but there is nothing to show without a user.
  userSettings: { path: '/usersettings', title: 'Instellingen', access: signedIn },
  organisationSchemaDownloadAuthorization: {
    path: '/organisationschema-download-authorization/:organisation',
    title: 'Beheer downloadmachtigingen',
    access: administratorOrCertifier,
  },
  schemaIssueNew: { path: '/schema-issue-new/:organization/:baselineid/:schema', title: 'Nieuwe melding', access: allRoles },
  schemaIssuesReceivedOverview: { path: '/schema-issues-received-overview', title: 'Overzicht ontvangen meldingen', access: administratorOrCertifier },
  schemaIssuesReportedOverview: { path: '/schema-issues-reported-overview', title: 'Overzicht verzonden meldingen', access: administratorOrCertifier },
  schemaIssueEdit: { path: '/schema-issue-edit/:organization/:id', title: 'Melding behandelen', access: administratorOrCertifier },
  schemaIssueView: {
    path: '/schema-issue-view/:reportingOrganization/:addressedOrganization/:id',
    title: 'Melding inzien',
    access: administratorOrCertifier,
  },
  definitionList: {
    path: '/productdefinities/:certificationArea/:messageType/:applicationArea',
    title: 'AFD Online Samenstellen',
    access: allRoles,
  },
  // The original registers this path twice with different screens; only the first could ever
  // match, so it is registered once.
  definitionPage: { path: definitionPagePath, title: 'AFD Online Samenstellen', access: allRoles },
  businessRules: { path: `${definitionPagePath}/verbandscontroles`, title: 'Verbandscontroles', access: allRoles },
  businessRulesAfd2: { path: `${definitionPagePath}/verbandscontroles-afd2`, title: 'Verbandscontroles', access: allRoles },
  openApiDescription: {
    path: `${definitionPagePath}/openapi`,
    title: 'OpenAPI Description',
    access: allRoles,
    featureFlag: 'AosOpenApi',
  },
  // Ours (issue 18): the test-message workbench of a definition.
  messageWorkbench: { path: `${definitionPagePath}/bericht-testen`, title: 'Bericht testen', access: allRoles },
  variants: { path: '/variants/:organisation/:baseline/:productname', title: 'Varianten', access: allRoles },
  predefinedEntities: { path: '/predefinedentities/:organisation/:baseline/:productname', title: 'Voorgedefinieerde entiteiten', access: allRoles },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof appRoutes;
type PathOf<K extends RouteKey> = (typeof appRoutes)[K]['path'];

/** Every route key, in table order. */
export const routeKeys = Object.keys(appRoutes) as RouteKey[];

/** Where unknown paths and forbidden routes lead (spec 000 §8). */
export const homePath = appRoutes.publishedSchemaOverview.path;

/** The path parameters a route needs, e.g. `{ key: string }` for 'userEdit'. */
export type RouteParams<K extends RouteKey> = { [P in PathParam<PathOf<K>>]: string };

/** A route's URL with its parameters filled in (each encoded), e.g. `routeHref('userEdit', { key })`. */
export function routeHref<K extends RouteKey>(key: K, ...params: PathParam<PathOf<K>> extends never ? [] : [RouteParams<K>]): string {
  const [values] = params;
  return generatePath<string>(appRoutes[key].path, values ?? {});
}

/** A route's Dutch title for this user. */
export function routeTitle(key: RouteKey, user: CurrentUser | null): string {
  const { title } = appRoutes[key] as RouteDefinition;
  return typeof title === 'function' ? title(user) : title;
}
