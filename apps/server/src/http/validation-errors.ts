import type { FastifySchemaValidationError } from 'fastify';

/**
 * Field errors of a failed request validation, keyed by field path ('name', 'items.0.code') so
 * the web app can put each message on its form field. An issue about the whole body, query or
 * params (no path) is keyed by that part's name.
 */
export function fieldErrorsOf(
  issues: readonly FastifySchemaValidationError[],
  part: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const fieldPath = issue.instancePath.split('/').filter(Boolean).join('.');
    const key = fieldPath || part || 'request';
    (errors[key] ??= []).push(issue.message ?? 'Ongeldige waarde');
  }
  return errors;
}
