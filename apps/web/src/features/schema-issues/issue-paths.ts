import { appRoutes, routeHref } from '@/lib/paths';

// Where the meldingen screens lead; the overviews and the register take their organisation as query.

export function receivedOverviewHref(organisation: string): string {
  return `${appRoutes.schemaIssuesReceivedOverview.path}?${new URLSearchParams({ organization: organisation }).toString()}`;
}

export function reportedOverviewHref(organisation: string): string {
  return `${appRoutes.schemaIssuesReportedOverview.path}?${new URLSearchParams({ organization: organisation }).toString()}`;
}

export function registerHref(organisation: string, baselineId: string): string {
  return `${appRoutes.publishedSchemaOverview.path}?${new URLSearchParams({ organization: organisation, baselineid: baselineId }).toString()}`;
}

export function editIssueHref(organisation: string, id: number): string {
  return routeHref('schemaIssueEdit', { organization: organisation, id: String(id) });
}

export function viewIssueHref(reportingOrganisation: string, addressedOrganisation: string, id: number): string {
  return routeHref('schemaIssueView', { reportingOrganization: reportingOrganisation, addressedOrganization: addressedOrganisation, id: String(id) });
}
