export { functionKit, type FunctionKit, type KitExample, type KitFunctionInput, type KitOmission } from './function-kit.ts';
export { conformanceKitFiles, type KitDefinition } from './kit-files.ts';
export type { KitConstraint } from './kit-candidates.ts';
