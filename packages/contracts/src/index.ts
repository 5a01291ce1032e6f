export * from './problem.ts';
export * from './auth.ts';
export * from './app-settings.ts';
export * from './health.ts';
export * from './audit.ts';
export * from './organisations.ts';
export * from './download-authorisations.ts';
