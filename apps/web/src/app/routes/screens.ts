import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteKey } from '@/lib/paths';

type Screen = LazyExoticComponent<ComponentType>;

// Each screen is its own chunk, loaded once its guard lets the visitor in.
// Both download-authorisation routes show one screen: with the route's organisation, or a choice.
const downloadAuthorisations: Screen = lazy(() => import('@/features/download-authorisations/components/download-authorisations-screen'));

export const screens: Record<Exclude<RouteKey, 'authCallback'>, Screen> = {
  publishedSchemaOverview: lazy(() => import('@/features/published-schema-overview/components/published-schema-overview-screen')),
  userList: lazy(() => import('@/features/users/components/user-list-screen')),
  userEdit: lazy(() => import('@/features/users/components/user-edit-screen')),
  validationBaselines: lazy(() => import('@/features/validation-baselines/components/validation-baselines-screen')),
  dimensionCombinations: lazy(() => import('@/features/dimension-combinations/components/dimension-combinations-screen')),
  baselineList: lazy(() => import('@/features/baseline-list/components/baseline-list-screen')),
  uploadDataCatalog: lazy(() => import('@/features/datacatalog-upload/components/datacatalog-upload-screen')),
  uploadBaselineXsd: lazy(() => import('@/features/baseline-upload/components/baseline-upload-screen')),
  manualUploadXsd: lazy(() => import('@/features/manual-certification/components/manual-certification-screen')),
  uploadValidationXsd: lazy(() => import('@/features/schema-certification/components/schema-certification-screen')),
  uploadPredefinedEntities: lazy(() => import('@/features/predefined-entities-upload/components/predefined-entities-upload-screen')),
  manageDimensions: lazy(() => import('@/features/dimensions/components/dimensions-screen')),
  organisationSchemas: lazy(() => import('@/features/organisation-schemas/components/organisation-schemas-screen')),
  xpaths: lazy(() => import('@/features/xpath-rules/components/xpath-rules-screen')),
  organisations: lazy(() => import('@/features/organisations/components/organisations-screen')),
  organisationsAfdDownloadGrant: downloadAuthorisations,
  certifiedSchemasReport: lazy(() => import('@/features/reports/components/certified-schemas-report-screen')),
  nvgaWasactieStatusReport: lazy(() => import('@/features/reports/components/nvga-wasactie-status-report-screen')),
  studioAfdElementUsageReport: lazy(() => import('@/features/reports/components/studio-afd-element-usage-report-screen')),
  revalidateSchemas: lazy(() => import('@/features/revalidation/components/revalidation-screen')),
  baselineLibrariesAdministration: lazy(() => import('@/features/authoring/baseline-libraries/baseline-libraries-screen')),
  userSettings: lazy(() => import('@/features/user-settings/components/user-settings-screen')),
  organisationSchemaDownloadAuthorization: downloadAuthorisations,
  schemaIssueNew: lazy(() => import('@/features/schema-issues/components/schema-issue-new-screen')),
  schemaIssuesReceivedOverview: lazy(() => import('@/features/schema-issues/components/schema-issues-received-overview-screen')),
  schemaIssuesReportedOverview: lazy(() => import('@/features/schema-issues/components/schema-issues-reported-overview-screen')),
  schemaIssueEdit: lazy(() => import('@/features/schema-issues/components/schema-issue-edit-screen')),
  schemaIssueView: lazy(() => import('@/features/schema-issues/components/schema-issue-view-screen')),
  productDefinitions: lazy(() => import('@/features/authoring/definition-list/definition-list-screen')),
  productDefinition: lazy(() => import('@/features/authoring/definition-page/definition-page-screen')),
  businessRules: lazy(() => import('@/features/authoring/business-rules/business-rules-afd1-screen')),
  businessRulesAfd2: lazy(() => import('@/features/authoring/business-rules/business-rules-afd2-screen')),
  openApiDescription: lazy(() => import('@/features/authoring/openapi/openapi-description-screen')),
  variants: lazy(() => import('@/features/authoring/variants/variants-screen')),
  predefinedEntities: lazy(() => import('@/features/authoring/predefined-entities/predefined-entities-screen')),
};
