export * from './schema-issue-status.ts';
export * from './schema-issue-dictionaries.ts';
export * from './schema-issue-substatus.ts';
export * from './attachment-file-name.ts';
export * from './attachment-content-type.ts';
