// The database schema, one file per area; drizzle-kit (drizzle.config.ts) and `import * as schema`
// read it through this file. Column names are snake_case in the database (drizzle
// `casing: 'snake_case'`); the wire uses the spec's camelCase field names, mapped in the modules,
// never the column names.
export * from './blobs.ts';
export * from './organisations.ts';
export * from './users.ts';
export * from './oidc.ts';
export * from './seed-runs.ts';
export * from './reference-data.ts';
export * from './catalogue-and-baselines.ts';
export * from './organisation-schemas.ts';
export * from './download-authorisations.ts';
export * from './audit.ts';
export * from './predefined-entities.ts';
export * from './schema-issues.ts';
export * from './mail.ts';
export * from './throttles.ts';
export * from './authoring.ts';
export * from './jobs.ts';
export * from './certificates.ts';
export * from './schema-changes.ts';
