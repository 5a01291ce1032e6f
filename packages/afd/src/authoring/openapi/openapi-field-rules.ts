import { httpStatusCodes } from './openapi-model.ts';
import { openApiRuleTexts as texts } from './openapi-texts.ts';

// The editor's field rules (001 §5 'OpenAPI editor'), each answering its Dutch message or null.
// The web editor checks with them as the user types; the server checks every save and every
// validation with the same functions (openapi-problems.ts).

/** Letters, digits, space and - _ . , ( ) * — at least one. */
const titlePattern = /^[\p{L}\d \-_.,()*]+$/u;
/** nnn.nn, e.g. 001.01 (the definition version's format). */
const versionPattern = /^\d{3}\.\d{2}$/;
/** Lowercase letters with optional hyphen-separated lowercase parts, or a {parameter} in letters only. */
const segmentPattern = /^(?:[a-z]+(?:-[a-z]+)*|\{[A-Za-z]+\})$/;
/** An absolute http(s) URL with a host (server variables such as {env} allowed), or a URL relative to the document ('/api'). */
const urlPattern = /^(?:https?:\/\/[^\s/?#]+(?:[/?#]\S*)?|\/\S*)$/i;
const letters = /^[A-Za-z]+$/;

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

export const specificationVersionProblem = (version: string): string | null => (/^3\.1\.\d+$/.test(version.trim()) ? null : texts.specificationVersionInvalid);

export const titleProblem = (title: string): string | null => (blank(title) ? texts.titleRequired : titlePattern.test(title) ? null : texts.titleInvalid);

export const infoVersionProblem = (version: string): string | null => (blank(version) ? texts.versionRequired : versionPattern.test(version) ? null : texts.versionInvalid);

/** A path: '/' then segments as the grammar says; unique, ignoring case, among `otherPaths` (the description's other paths). */
export function pathProblem(path: string, otherPaths: readonly string[]): string | null {
  if (blank(path)) return texts.pathRequired;
  if (!path.startsWith('/')) return texts.pathSlash;
  const segments = path === '/' ? [] : path.slice(1).split('/');
  if (!segments.every((segment) => segmentPattern.test(segment))) return texts.pathInvalid;
  const wanted = path.toLowerCase();
  return otherPaths.some((other) => other.toLowerCase() === wanted) ? texts.pathTaken : null;
}

/** The {parameter} names a path template declares, in order. */
export const pathTemplateNames = (path: string): string[] => [...path.matchAll(/\{([^}/]*)\}/g)].map((match) => match[1] ?? '');

export const serverUrlProblem = (url: string): string | null => (blank(url) ? texts.urlRequired : urlPattern.test(url.trim()) ? null : texts.urlInvalid);

export const parameterNameProblem = (name: string): string | null => (blank(name) ? texts.nameRequired : letters.test(name) ? null : texts.nameInvalid);

/** A parameter as the modal holds it: In and Type may still be unchosen. */
export interface ParameterDraft {
  name: string;
  in: string | null;
  type: string | null;
  arrayType: string | null;
}

/** The parameter modal's field errors by field (name, in, type, arrayType); empty when it may be saved. */
export function parameterProblems(parameter: ParameterDraft): Partial<Record<'name' | 'in' | 'type' | 'arrayType', string>> {
  const problems: Partial<Record<'name' | 'in' | 'type' | 'arrayType', string>> = {};
  const name = parameterNameProblem(parameter.name);
  if (name) problems.name = name;
  if (blank(parameter.in)) problems.in = texts.inRequired;
  if (blank(parameter.type)) problems.type = texts.typeRequired;
  if (parameter.type === 'array' && blank(parameter.arrayType)) problems.arrayType = texts.arrayTypeRequired;
  return problems;
}

/** A response's code: chosen, one of the standard codes, and not one another response of the operation has. */
export function responseCodeProblem(code: string, codesOfOtherResponses: readonly string[]): string | null {
  if (blank(code)) return texts.codeRequired;
  if (!httpStatusCodes.includes(code.trim())) return texts.codeInvalid;
  return codesOfOtherResponses.includes(code.trim()) ? texts.codeTaken : null;
}

/**
 * The response modal's picklist: the standard codes, sorted, without those the operation's other
 * responses use — the one being edited keeps its own (pass `editing`, or leave it out of `used`).
 */
export function availableResponseCodes(used: readonly string[], editing: string | null = null): string[] {
  return httpStatusCodes.filter((code) => code === editing || !used.includes(code));
}
