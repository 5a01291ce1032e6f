export * from './users/roles.ts';
export * from './model/catalogue.ts';
export * from './model/baseline-library.ts';
export * from './model/certification.ts';
export * from './model/node-id.ts';
