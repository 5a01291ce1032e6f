// The notice-of-change fan-out (issue 32, ADR 0069) as the server's 5 s timer runs it, for the
// tests of another module, which may not import the schema-change-notices module itself.
export { fanOutSchemaChanges } from '../../src/modules/schema-change-notices/schema-change-fan-out.ts';
