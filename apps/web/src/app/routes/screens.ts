import type { ComponentType } from 'react';
import type { RouteKey } from '@/lib/paths';

type ScreenModule = () => Promise<{ default: ComponentType }>;
export type ScreenKey = Exclude<RouteKey, 'authCallback'>;

// Each screen is its own chunk. The router renders it once its guard lets the visitor in; a
// signed-in visitor's chunk is asked for earlier, beside the guard's own call (preloadScreen).
// The router does not use React.lazy and Suspense for them (ADR 0072): React holds back what a
// Suspense boundary reveals until 300 ms after its fallback appeared, and every cold opening of a
// screen paid that wait after its chunk and data had long arrived (bench:definition-editor).
// Both download-authorisation routes show one screen: with the route's organisation, or a choice.
const downloadAuthorisations: ScreenModule = () => import('@/features/download-authorisations/components/download-authorisations-screen');

const screenModules: Record<ScreenKey, ScreenModule> = {
  publishedSchemaOverview: () => import('@/features/published-schema-overview/components/published-schema-overview-screen'),
  certificate: () => import('@/features/certificates/components/certificate-screen'),
  schemaVersions: () => import('@/features/schema-versions/components/schema-versions-screen'),
  userList: () => import('@/features/users/components/user-list-screen'),
  userEdit: () => import('@/features/users/components/user-edit-screen'),
  validationBaselines: () => import('@/features/validation-baselines/components/validation-baselines-screen'),
  dimensionCombinations: () => import('@/features/dimension-combinations/components/dimension-combinations-screen'),
  baselineList: () => import('@/features/baseline-list/components/baseline-list-screen'),
  uploadDataCatalog: () => import('@/features/datacatalog-upload/components/datacatalog-upload-screen'),
  uploadBaselineXsd: () => import('@/features/baseline-upload/components/baseline-upload-screen'),
  manualUploadXsd: () => import('@/features/manual-certification/components/manual-certification-screen'),
  uploadValidationXsd: () => import('@/features/schema-certification/components/schema-certification-screen'),
  uploadPredefinedEntities: () => import('@/features/predefined-entities-upload/components/predefined-entities-upload-screen'),
  manageDimensions: () => import('@/features/dimensions/components/dimensions-screen'),
  organisationSchemas: () => import('@/features/organisation-schemas/components/organisation-schemas-screen'),
  schemaWorkbench: () => import('@/features/organisation-schemas/components/schema-workbench-screen'),
  schemaVersionSettings: () => import('@/features/organisation-schemas/components/schema-version-settings-screen'),
  xpaths: () => import('@/features/xpath-rules/components/xpath-rules-screen'),
  organisations: () => import('@/features/organisations/components/organisations-screen'),
  organisationsAfdDownloadGrant: downloadAuthorisations,
  certifiedSchemasReport: () => import('@/features/reports/components/certified-schemas-report-screen'),
  nvgaWasactieStatusReport: () => import('@/features/reports/components/nvga-wasactie-status-report-screen'),
  studioAfdElementUsageReport: () => import('@/features/reports/components/studio-afd-element-usage-report-screen'),
  revalidateSchemas: () => import('@/features/revalidation/components/revalidation-screen'),
  baselineLibrariesAdministration: () => import('@/features/authoring/baseline-libraries/baseline-libraries-screen'),
  userSettings: () => import('@/features/user-settings/components/user-settings-screen'),
  organisationSchemaDownloadAuthorization: downloadAuthorisations,
  schemaIssueNew: () => import('@/features/schema-issues/components/schema-issue-new-screen'),
  schemaIssuesReceivedOverview: () => import('@/features/schema-issues/components/schema-issues-received-overview-screen'),
  schemaIssuesReportedOverview: () => import('@/features/schema-issues/components/schema-issues-reported-overview-screen'),
  schemaIssueEdit: () => import('@/features/schema-issues/components/schema-issue-edit-screen'),
  schemaIssueView: () => import('@/features/schema-issues/components/schema-issue-view-screen'),
  definitionList: () => import('@/features/authoring/definition-list/definition-list-screen'),
  definitionPage: () => import('@/features/authoring/definition-page/definition-page-screen'),
  businessRules: () => import('@/features/authoring/business-rules/business-rules-afd1-screen'),
  businessRulesAfd2: () => import('@/features/authoring/business-rules/business-rules-afd2-screen'),
  openApiDescription: () => import('@/features/authoring/openapi/openapi-description-screen'),
  messageWorkbench: () => import('@/features/authoring/message-workbench/message-workbench-screen'),
  variants: () => import('@/features/authoring/variants/variants-screen'),
  predefinedEntities: () => import('@/features/authoring/predefined-entities/predefined-entities-screen'),
};

const loading = new Map<ScreenKey, Promise<ComponentType>>();
const loaded = new Map<ScreenKey, ComponentType>();

/** The screen's component once its chunk has loaded, so a screen asked for again shows at once. */
export function loadedScreen(key: ScreenKey): ComponentType | undefined {
  return loaded.get(key);
}

/** Loads the screen's chunk once; a failed load is forgotten, so the next call asks again. */
export function loadScreen(key: ScreenKey): Promise<ComponentType> {
  const known = loading.get(key);
  if (known) return known;
  const load = screenModules[key]().then(
    (module) => {
      loaded.set(key, module.default);
      return module.default;
    },
    (error: unknown) => {
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, load);
  return load;
}

/**
 * Starts loading a route's screen chunk ahead of rendering it. A failed load is the router's to
 * report: it asks again when it renders.
 */
export function preloadScreen(key: RouteKey): void {
  if (key === 'authCallback') return;
  loadScreen(key).catch(() => undefined);
}
