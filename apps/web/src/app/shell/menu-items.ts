import type { CurrentUser } from '@afd/contracts';
import { isActiveUser } from '@/lib/session/is-active-user';
import { appRoutes, routeTitle } from '@/lib/paths';

export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  /** Route patterns of the pages that belong to this entry besides `to` and below it: it is marked there too. */
  alsoCurrentOn?: readonly string[];
}

/** A labelled group of links inside a dropdown (e.g. 'Gebruikers' under 'Beheer'). */
export interface MenuGroup {
  kind: 'group';
  label: string;
  links: MenuLink[];
}

export interface MenuDropdown {
  kind: 'dropdown';
  label: string;
  entries: (MenuLink | MenuGroup)[];
}

export type TopMenuEntry = MenuLink | MenuDropdown;

const link = (label: string, to: string): MenuLink => ({ kind: 'link', label, to });
const group = (label: string, ...links: MenuLink[]): MenuGroup => ({ kind: 'group', label, links });

/** Spec 000 §2 'Top menu', 'Beheer' for active administrators. */
const administrationMenu: MenuDropdown = {
  kind: 'dropdown',
  label: 'Beheer',
  entries: [
    group(
      'Gebruikers',
      link('Beheer organisaties', appRoutes.organisations.path),
      link('Beheer gebruikers', appRoutes.userList.path),
      link('Beheer downloadmachtigingen', appRoutes.organisationsAfdDownloadGrant.path),
    ),
    link('Datacatalogus', appRoutes.uploadDataCatalog.path),
    link('Voorgedefinieerde entiteiten', appRoutes.uploadPredefinedEntities.path),
    link('Baseline libraries', appRoutes.baselineLibrariesAdministration.path),
    group(
      "Schema's",
      link('Validatie baseline upload', appRoutes.uploadBaselineXsd.path),
      link('Validatie baseline beheer', appRoutes.validationBaselines.path),
      link('Certificeer handmatig', appRoutes.manualUploadXsd.path),
      link('Hervalideer', appRoutes.revalidateSchemas.path),
    ),
    group('Baseline Definities', link('Definities', appRoutes.manageDimensions.path), link('Combinaties', appRoutes.dimensionCombinations.path)),
    group(
      'Rapportage',
      link('Gecertificeerde AFD-definities', appRoutes.certifiedSchemasReport.path),
      link('NVGA-2.0 wasactie status', appRoutes.nvgaWasactieStatusReport.path),
      link('Studio AFD-elementen gebruik', appRoutes.studioAfdElementUsageReport.path),
    ),
    link('XPath regels', appRoutes.xpaths.path),
  ],
};

/** Every page of online composition: the definition list of a baseline, a definition and its subpages, variants. */
const authoringPaths = [
  appRoutes.definitionList.path,
  appRoutes.definitionPage.path,
  appRoutes.businessRules.path,
  appRoutes.businessRulesAfd2.path,
  appRoutes.openApiDescription.path,
  appRoutes.messageWorkbench.path,
  appRoutes.variants.path,
  appRoutes.predefinedEntities.path,
];

const issuesMenu: MenuDropdown = {
  kind: 'dropdown',
  label: 'Meldingen',
  entries: [link('Ontvangen', appRoutes.schemaIssuesReceivedOverview.path), link('Verzonden', appRoutes.schemaIssuesReportedOverview.path)],
};

/**
 * The top menu a visitor sees (spec 000 §2, 001 §6). `null` is an anonymous visitor, who gets
 * the public register. An inactive or new user gets nothing: they only see 'Account niet actief'.
 */
export function visibleMenu(user: CurrentUser | null): TopMenuEntry[] {
  if (!user) return [link('Register', appRoutes.publishedSchemaOverview.path)];
  if (!isActiveUser(user)) return [];
  const hasAuthorisedOrganisations = user.authorizationsForAfdOnlineSamenstellen.length > 0;
  const entries: TopMenuEntry[] = [];
  if (user.isAdministrator) entries.push(administrationMenu);
  // The main task of certifiers and validators has its own entry (ADR 0024): it was reachable
  // only by typing /uploadvalidationxsd. Its label is the screen's title for this user.
  if (user.isCertifier || user.isValidator) entries.push(link(routeTitle('uploadValidationXsd', user), appRoutes.uploadValidationXsd.path));
  if (user.isCertifier) entries.push(link("Beheer schema's", appRoutes.organisationSchemas.path));
  entries.push(link('Register', appRoutes.publishedSchemaOverview.path));
  if (user.isAdministrator || (user.isCertifier && hasAuthorisedOrganisations)) entries.push(issuesMenu);
  if (user.isAdministrator || (user.isValidator && hasAuthorisedOrganisations)) {
    entries.push({ ...link('AFD Online Samenstellen', appRoutes.baselineList.path), alsoCurrentOn: authoringPaths });
  }
  return entries;
}
