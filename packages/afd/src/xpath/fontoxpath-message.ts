// fontoxpath's errors echo the expression with a caret, then 'Error: CODE: text' and a position
// 'at <>:line:col - line:col'. The user sees the expression in the form already: keep the code,
// the text and where it went wrong.

/** Beyond this, the text is a list of every token the parser would have accepted: no help. */
const MAX_EXPECTED_LENGTH = 120;

/** The reason of a fontoxpath error, on one line: 'XPST0003: Failed to parse script. ... (kolom 4)'. */
export function fontoxpathMessage(error: unknown, { withPosition }: { withPosition: boolean }): string {
  const message = error instanceof Error ? error.message : String(error);
  const reasonLine = /^Error: (.+)$/m.exec(message)?.[1] ?? message.split('\n')[0] ?? message;
  const reason = shortenExpectedList(reasonLine.trim());
  const position = /at <>:(\d+):(\d+)/.exec(message);
  if (!withPosition || !position) return reason;
  const [, line, column] = position;
  return line === '1' ? `${reason} (kolom ${column})` : `${reason} (regel ${line}, kolom ${column})`;
}

function shortenExpectedList(reason: string): string {
  const expected = /^(.*?Failed to parse script\.) Expected (.*)$/.exec(reason);
  if (!expected?.[1] || !expected[2] || expected[2].length <= MAX_EXPECTED_LENGTH) return reason;
  return `${expected[1]} Unexpected input`;
}
