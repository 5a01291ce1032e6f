export * from './users/roles.ts';
export * from './users/user-filter.ts';
export * from './users/composition-authorisations.ts';
export * from './users/self-edit-rules.ts';
export * from './users/user-name.ts';
export * from './organisations/organisation-name.ts';
export * from './organisations/organisation-choice.ts';
export * from './organisations/download-authorisation.ts';
