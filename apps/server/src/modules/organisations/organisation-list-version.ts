import { createHash } from 'node:crypto';

// The organisation list is saved whole (spec 000 §7: "POST /api/Organisation: list of
// organisations"), so a save made from a stale copy would undo whatever someone else changed
// since: remove an organisation just added, restore a name just changed. The list's version,
// sent as ETag and returned as If-Match, lets the server refuse such a save (412) instead.

/** The version (strong ETag) of a list of organisations: changes whenever an id or name does. */
export function organisationListVersion(rows: readonly { id: string; name: string }[]): string {
  const canonical = [...rows]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((row) => `${row.id}\t${row.name}`)
    .join('\n');
  return `"${createHash('sha256').update(canonical).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-Match header admits the current version (RFC 9110 §13.1.1); a missing one is no condition. */
export function ifMatchAdmits(ifMatch: string | undefined, currentVersion: string): boolean {
  if (isMissingIfMatch(ifMatch)) return true;
  return (ifMatch as string).split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === currentVersion;
  });
}

/** Whether a request came without If-Match: the list save refuses it (428) rather than risk a lost change. */
export function isMissingIfMatch(ifMatch: string | undefined): boolean {
  return ifMatch === undefined || ifMatch.trim() === '';
}
