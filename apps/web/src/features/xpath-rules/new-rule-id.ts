const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new rule's id: 9 random letters and digits, made by the client as the spec says (001 §9).
 * getRandomValues works on plain http too, unlike crypto.randomUUID.
 */
export function newRuleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  // 256 is not a multiple of 62: the first 8 letters come slightly more often, which is harmless for an id.
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
