import type { JsonSchemaVersion } from '@afd/contracts';
import type { AppConfig } from '../../../config.ts';
import { generationProblems } from './generation-texts.ts';

// 001 §3: JSON schema versions 201909 and 202012; 2020-12 only with the feature flag
// JsonSchema202012 (the client shows the choice only then; the server holds to it too).

export function draftOf(version: JsonSchemaVersion | undefined, config: Pick<AppConfig, 'featureFlags'>): '2019-09' | '2020-12' | undefined {
  if (version === undefined) return undefined;
  if (version === '202012') {
    if (!config.featureFlags.includes('JsonSchema202012')) throw generationProblems.draftNotAllowed();
    return '2020-12';
  }
  return '2019-09';
}
