import type { RegisterOpenApiDescriptionResult } from '@afd/contracts';
import { fetchOpenApiDescription, registerOpenApiDescription, validateOpenApiDescription } from '../api/openapi';

/** How publishing the definition's OpenAPI description ended (001 §8 'Publish'). */
export type OpenApiPublishOutcome =
  | { kind: 'registered'; result: RegisterOpenApiDescriptionResult }
  /** The validator found errors: nothing was registered. */
  | { kind: 'invalid'; errors: string[] }
  /** The validator could not be asked: 'OpenAPI Description validatie is mislukt'. */
  | { kind: 'validationFailed'; error: unknown };

/**
 * Publishing as OpenAPI description validates the stored description first, as the original
 * client does, so the user sees its errors before anything is registered; the server validates
 * again on register (a refusal there is thrown like any failed publish).
 */
export async function publishOpenApiDescription(
  organisation: string,
  name: string,
  choices: { isPublished: boolean; isDownloadable: boolean },
): Promise<OpenApiPublishOutcome> {
  let errors: string[];
  try {
    const stored = await fetchOpenApiDescription(organisation, name);
    if (stored.description === null) return { kind: 'invalid', errors: ['Er is nog geen OpenAPI Description opgeslagen.'] };
    errors = await validateOpenApiDescription(organisation, name, stored.description);
  } catch (error) {
    return { kind: 'validationFailed', error };
  }
  if (errors.length > 0) return { kind: 'invalid', errors };
  return { kind: 'registered', result: await registerOpenApiDescription(organisation, name, choices) };
}
