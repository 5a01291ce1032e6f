import type { ErrorObject } from 'ajv';
import { pointerTokens } from '../afd2/json/json-pointer.ts';
import { readablePath } from './json-message-path.ts';
import type { MessageFinding } from './message-finding.ts';
import { workbenchTexts as texts } from './message-workbench-texts.ts';

// ajv's errors (allErrors) as findings a member can act on. A value outside a code list fails
// every `const` branch of the list's oneOf and then the oneOf itself: the branches' own errors say
// nothing the oneOf does not, so under a failed oneOf/anyOf only the oneOf/anyOf is reported (as
// 'not in the list' when all its branches were constants). `if` only says its `then` failed, which
// is reported itself: a generated entity array's closure (afd2/schema/entity-array.ts) chooses
// the definition by the item's entityType with if/then, so a broken item gives its own
// definition's errors only, and an item of an unlisted entity type the closure's enum, reported
// as that entity type not being allowed there.

const branchKeywords = new Set(['oneOf', 'anyOf']);

function valueAt(message: unknown, pointer: string): unknown {
  let value: unknown = message;
  for (const key of pointerTokens(pointer) ?? []) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The pointer of the entity item whose `entityType` this is (`/policy/0` of `/policy/0/entityType`), else null. */
function entityItemOf(pointer: string): string | null {
  const tokens = pointerTokens(pointer) ?? [];
  return tokens.length >= 3 && tokens.at(-1) === 'entityType' && /^\d+$/.test(tokens.at(-2) ?? '') ? pointer.slice(0, -'/entityType'.length) : null;
}

const numberParam = (error: ErrorObject, name: string) => Number((error.params as Record<string, unknown>)[name]);
const stringParam = (error: ErrorObject, name: string) => String((error.params as Record<string, unknown>)[name]);

const comparisons: Record<string, string> = { minimum: 'minstens', maximum: 'hoogstens', exclusiveMinimum: 'groter dan', exclusiveMaximum: 'kleiner dan' };

function findingOf(error: ErrorObject, message: unknown, onlyConstants: boolean): MessageFinding {
  const at = (path: string) => ({ kind: 'schema' as const, path, source: error.keyword });
  const here = readablePath(error.instancePath);
  switch (error.keyword) {
    case 'required':
      return { ...at(here), message: texts.required(stringParam(error, 'missingProperty')) };
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = stringParam(error, error.keyword === 'additionalProperties' ? 'additionalProperty' : 'unevaluatedProperty');
      return { ...at(readablePath(error.instancePath, name)), message: texts.notAllowed(name) };
    }
    case 'type':
      return { ...at(here), message: texts.wrongType(String((error.params as { type: unknown }).type)) };
    case 'enum': {
      const value = valueAt(message, error.instancePath);
      const item = entityItemOf(error.instancePath);
      if (item !== null && typeof value === 'string') return { ...at(readablePath(item)), message: texts.entityTypeNotAllowed(value, (error.params as { allowedValues: unknown[] }).allowedValues) };
      return { ...at(here), message: texts.notInList(value) };
    }
    case 'const':
      return { ...at(here), message: texts.notConst((error.params as { allowedValue: unknown }).allowedValue) };
    case 'oneOf':
    case 'anyOf':
      return { ...at(here), message: onlyConstants ? texts.notInList(valueAt(message, error.instancePath)) : texts.noOption };
    case 'maxLength':
      return { ...at(here), message: texts.tooLong(numberParam(error, 'limit')) };
    case 'minLength':
      return { ...at(here), message: texts.tooShort(numberParam(error, 'limit')) };
    case 'pattern':
      return { ...at(here), message: texts.pattern(stringParam(error, 'pattern')) };
    case 'format':
      return { ...at(here), message: texts.format(stringParam(error, 'format')) };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { ...at(here), message: texts.bound(comparisons[error.keyword] ?? error.keyword, numberParam(error, 'limit')) };
    case 'multipleOf':
      return { ...at(here), message: texts.multipleOf(numberParam(error, 'multipleOf')) };
    case 'maxItems':
      return { ...at(here), message: texts.tooManyItems(numberParam(error, 'limit')) };
    case 'minItems':
      return { ...at(here), message: texts.tooFewItems(numberParam(error, 'limit')) };
    case 'uniqueItems':
      return { ...at(here), message: texts.notUnique };
    case 'contains': {
      // ajv says the bounds, not which one the list broke.
      const { minContains = 1, maxContains } = error.params as { minContains?: number; maxContains?: number };
      return { ...at(here), message: maxContains === undefined ? texts.containsAtLeast(minContains) : texts.containsBetween(minContains, maxContains) };
    }
    default:
      return { ...at(here), message: texts.otherSchemaError(error.keyword, error.message ?? '') };
  }
}

/** The findings of ajv's errors on `message`, in the message's order, each place and text once. */
export function schemaErrorFindings(errors: readonly ErrorObject[], message: unknown): MessageFinding[] {
  const branchPoints = errors.filter((error) => branchKeywords.has(error.keyword)).map((error) => error.schemaPath);
  const underBranch = (error: ErrorObject) => branchPoints.some((point) => error.schemaPath.startsWith(`${point}/`));
  const findings: MessageFinding[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'if' || underBranch(error)) continue;
    const branches = branchKeywords.has(error.keyword) ? errors.filter((other) => other.schemaPath.startsWith(`${error.schemaPath}/`)) : [];
    const onlyConstants = branches.length > 0 && branches.every((branch) => branch.keyword === 'const');
    const finding = findingOf(error, message, onlyConstants);
    const key = `${finding.path}\u0000${finding.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push(finding);
  }
  return findings;
}
