import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from './module-options.ts';
import auditRoutes from './audit/audit.routes.ts';
import baselineSchemasRoutes from './baseline-schemas/baseline-schemas.routes.ts';
import baselinePackageRoutes from './baseline-packages/baseline-packages.routes.ts';
import datacatalogsRoutes from './datacatalogs/datacatalogs.routes.ts';
import downloadAuthorisationsRoutes from './download-authorisations/download-authorisations.routes.ts';
import organisationsRoutes from './organisations/organisations.routes.ts';
import referenceDataRoutes from './reference-data/reference-data.routes.ts';
import systemRoutes from './system/system.routes.ts';
import usersRoutes from './users/users.routes.ts';
import predefinedEntitiesRoutes from './predefined-entities/predefined-entities.routes.ts';
import organisationSchemaCertificationRoutes from './organisation-schema-certification/organisation-schema-certification.routes.ts';
import manualCertificationRoutes from './manual-certification/manual-certification.routes.ts';
import revalidationRoutes from './revalidation/revalidation.routes.ts';
import publishedSchemasRoutes from './published-schemas/published-schemas.routes.ts';
import schemaDownloadsRoutes from './schema-downloads/schema-downloads.routes.ts';
import organisationSchemasRoutes from './organisation-schemas/organisation-schemas.routes.ts';
import schemaIssuesRoutes from './schema-issues/schema-issues.routes.ts';
import mailOutboxRoutes from './mail-outbox/mail-outbox.routes.ts';
import authoringRoutes from './authoring/authoring.routes.ts';
import reportsRoutes from './reports/reports.routes.ts';
import certificatesRoutes from './certificates/certificates.routes.ts';

/** Registers the routes of every API module; a new module adds one line here. */
export default async function apiModules(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  await app.register(systemRoutes, options);
  await app.register(usersRoutes, options);
  await app.register(auditRoutes, options);
  await app.register(organisationsRoutes, options);
  await app.register(downloadAuthorisationsRoutes, options);
  await app.register(referenceDataRoutes, options);
  await app.register(organisationSchemaCertificationRoutes, options);
  await app.register(manualCertificationRoutes, options);
  await app.register(revalidationRoutes, options);
  await app.register(predefinedEntitiesRoutes, options);
  await app.register(datacatalogsRoutes, options);
  await app.register(baselineSchemasRoutes, options);
  await app.register(baselinePackageRoutes, options);
  await app.register(organisationSchemasRoutes, options);
  await app.register(publishedSchemasRoutes, options);
  await app.register(schemaDownloadsRoutes, options);
  await app.register(schemaIssuesRoutes, options);
  await app.register(mailOutboxRoutes, options);
  await app.register(authoringRoutes, options);
  await app.register(reportsRoutes, options);
  await app.register(certificatesRoutes, options);
}
