export * from './users/roles.ts';
