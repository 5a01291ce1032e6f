// The XPath and JMESPath engines answer in English ('XPST0003: Failed to parse script. Expected end
// of input', 'Syntax error: invalid token (EOF)'). Their words stay, for whoever knows them, after
// a Dutch sentence that says what went wrong. Our own reasons (too deep, too complex) are Dutch
// already and start with 'de expressie'.

const xpathCodes: Record<string, string> = {
  XPST0003: 'De XPath-expressie is niet te lezen: er staat iets dat XPath 2.0 niet kent of er ontbreekt iets.',
  XPST0017: 'De XPath-expressie roept een functie aan die niet bestaat, of met een ander aantal argumenten.',
  XPST0081: 'De XPath-expressie gebruikt een voorvoegsel (prefix) dat niet bekend is.',
  XPST0008: 'De XPath-expressie gebruikt een naam of variabele die niet bekend is.',
};

const ours = (reason: string) => reason.startsWith('de expressie');

/** An engine's reason with a Dutch sentence first; a reason of our own as it is. */
export function engineReasonInDutch(engine: 'XPath' | 'JMESPath', reason: string): string {
  if (ours(reason)) return reason;
  if (engine === 'XPath') {
    const code = /^(XP[A-Z]{2}\d{4})/.exec(reason)?.[1];
    const sentence = (code && xpathCodes[code]) ?? 'De XPath-expressie is ongeldig.';
    return `${sentence} Melding van de XPath-engine: ${reason}`;
  }
  const sentence = /syntax|expected|invalid token|unexpected/i.test(reason)
    ? 'De JMESPath-expressie is niet te lezen: er staat iets dat JMESPath niet kent of er ontbreekt iets.'
    : 'De JMESPath-expressie is ongeldig.';
  return `${sentence} Melding van de JMESPath-engine: ${reason}`;
}
