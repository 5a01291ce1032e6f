// The synthetic corpus and demo files: generated catalogues, baselines and organisation schemas
// (AFD 1.0), the AFD 2.0 demo catalogue and baseline, and the demo predefined entities. For demo
// data, tests and benchmarks; production code imports the domain from '@afd/afd'.
export * from './afd2/corpus/demo-catalogue-content.ts';
export * from './afd2/corpus/demo-catalogue-files.ts';
export * from './afd2/corpus/demo-baseline.ts';
export * from './afd2/corpus/demo-baseline-library.ts';
export * from './afd1/corpus/generate-afd1-corpus.ts';
export type { BaselineKey as Afd1BaselineKey } from './afd1/corpus/baseline-specs.ts';
export type { CorpusXPathRule } from './afd1/corpus/corpus-xpath-rules.ts';
export type { Afd1Expectation, OrganisationSchema } from './afd1/corpus/organisation-variants.ts';
export * from './afd1/corpus/catalogue-zip.ts';
export * from './predefined-entities/demo-predefined-entities.ts';
export * from './uploads/crafted-zips.ts';
// Test support for the round trips of issue 27: what two AFD 2.0 JSON Schemas / AFD 1.0 XSDs admit, compared per path.
export * from './authoring/generation/json-schema/schema-semantics.testing.ts';
export { CodeListLookup } from './afd2/schema/code-list-ref.ts';
export * from './authoring/generation/afd1/xsd-semantics.testing.ts';
