import { xpathValidationSchema } from '@afd/contracts';
import { apiJson } from '@/lib/api-client';

/** `POST /api/xpath/Validate`: the server compiles both expressions and answers each engine's error. */
export function validateXPathRule(expressions: { selectionXPath: string; predicateXPath: string }) {
  return apiJson('/api/xpath/Validate', xpathValidationSchema, { method: 'POST', body: expressions });
}
