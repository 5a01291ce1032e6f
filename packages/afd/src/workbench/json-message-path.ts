// ajv names a place in the message by JSON pointer (`/policy/0/claim/1/claimType`); members read
// it as they would write it in JMESPath: `policy[0].claim[1].claimType`.

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

export function readablePath(pointer: string, child?: string): string {
  const tokens = pointer === '' ? [] : pointer.slice(1).split('/').map(unescape);
  if (child !== undefined) tokens.push(child);
  return tokens.reduce((path, token) => (/^\d+$/.test(token) ? `${path}[${token}]` : path === '' ? token : `${path}.${token}`), '');
}
