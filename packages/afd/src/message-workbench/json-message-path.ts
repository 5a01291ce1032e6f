import { pointerTokens } from '../afd2/json/json-pointer.ts';

// ajv names a place in the message by JSON pointer (`/policy/0/claim/1/claimType`); members read
// it as they would write it in JMESPath: `policy[0].claim[1].claimType`.

export function readablePath(pointer: string, child?: string): string {
  const tokens = pointerTokens(pointer) ?? [];
  if (child !== undefined) tokens.push(child);
  return tokens.reduce((path, token) => (/^\d+$/.test(token) ? `${path}[${token}]` : path === '' ? token : `${path}.${token}`), '');
}
