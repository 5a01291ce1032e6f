import type { OutgoingMail } from '../../mail/outbox.ts';

// The notice of change (issue 32): plain Dutch text to the users of an organisation that
// downloaded a schema, when the schema gets a new version, leaves the register or loses its
// certificate. One mail per user per change; the fan-out decides who (schema-change-fan-out.ts).

export type ChangeKind = 'nieuwe-versie' | 'ingetrokken' | 'certificaat-ingetrokken';

/**
 * One direction of a compatibility verdict, as the version history stores it (issue 32,
 * organisation_schema_versions.compatibility: the contracts' SchemaCompatibility). Typed here
 * loosely and read defensively: a stored value is never trusted to have every field.
 */
export interface DirectionVerdict {
  verdict: 'compatibel' | 'niet-compatibel' | 'handmatig';
  counterexample?: { message?: unknown; validUnder?: unknown } | unknown;
  reasons?: unknown;
}

/** The comparison with one earlier version. */
export interface VersionVerdict {
  version: number;
  newAcceptedByOld?: DirectionVerdict;
  oldAcceptedByNew?: DirectionVerdict;
}

/** What a version's certification decided: `against[0]` is the latest earlier published version; `breaks` every version it breaks. */
export interface Compatibility {
  version?: number;
  transitive?: boolean;
  against?: VersionVerdict[];
  breaks?: number[];
}

export interface ChangeFacts {
  kind: ChangeKind;
  schemaName: string;
  owner: string;
  version: number;
  previousVersion: number | null;
  reason: string | null;
  occurredAt: Date;
  /** Null when no verdict is stored for the version (yet). */
  compatibility: Compatibility | null;
}

const kindLabels: Record<ChangeKind, string> = {
  'nieuwe-versie': 'Nieuwe versie',
  ingetrokken: 'Ingetrokken',
  'certificaat-ingetrokken': 'Certificaat ingetrokken',
};

export const changeKindLabel = (kind: ChangeKind): string => kindLabels[kind];

/** A subject is one line: a name with line breaks must not add mail headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const MAX_DETAIL = 500;

/** The reasons of a direction, in one line. */
function detailOf(direction: DirectionVerdict): string {
  const reasons = Array.isArray(direction.reasons) ? direction.reasons.map(String) : typeof direction.reasons === 'string' ? [direction.reasons] : [];
  const line = oneLine(reasons.join('; '));
  return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL)}…` : line;
}

/** The comparison with the previous (latest earlier published) version, if stored. */
export const previousVerdictOf = (compatibility: Compatibility | null): VersionVerdict | null => compatibility?.against?.[0] ?? null;

/** 'compatibel met vorige versie', or what breaks, in Dutch: the register's wording (issue 32). */
export function compatibilitySummary(compatibility: Compatibility | null): string {
  const previous = previousVerdictOf(compatibility);
  if (!previous) return 'niet bepaald';
  const directions = [previous.newAcceptedByOld, previous.oldAcceptedByNew];
  if (directions.every((direction) => direction?.verdict === 'compatibel')) return 'compatibel met vorige versie';
  const broken = directions.filter((direction): direction is DirectionVerdict => direction?.verdict === 'niet-compatibel');
  if (broken.length > 0) {
    const details = broken.map(detailOf).filter(Boolean);
    return details.length > 0 ? `niet compatibel: ${details.join('; ')}` : 'niet compatibel';
  }
  const manual = directions.filter((direction): direction is DirectionVerdict => direction?.verdict === 'handmatig').map(detailOf).filter(Boolean);
  return manual.length > 0 ? `handmatig te beoordelen: ${manual.join('; ')}` : 'handmatig te beoordelen';
}

const verdictWord = (direction: DirectionVerdict) =>
  direction.verdict === 'compatibel' ? 'ja' : direction.verdict === 'niet-compatibel' ? 'nee' : 'handmatig te beoordelen';

const directionLine = (label: string, direction: DirectionVerdict | undefined) =>
  direction ? `- ${label}: ${verdictWord(direction)}${detailOf(direction) ? ` (${detailOf(direction)})` : ''}` : null;

/** The compatibility lines of a new version's mail. */
function compatibilityLines(version: number, compatibility: Compatibility | null): string[] {
  const previous = previousVerdictOf(compatibility);
  const lines = [`Compatibiliteit: ${compatibilitySummary(compatibility)}`];
  if (!previous) return lines;
  const details = [
    directionLine(`Berichten van versie ${version} worden door versie ${previous.version} geaccepteerd`, previous.newAcceptedByOld),
    directionLine(`Berichten van versie ${previous.version} worden door versie ${version} geaccepteerd`, previous.oldAcceptedByNew),
  ].filter((line): line is string => line !== null);
  const breaks = compatibility?.breaks ?? [];
  const breaksLine = breaks.length > 0 ? [`Niet compatibel met versie ${breaks.join(', ')}.`] : [];
  return [...lines, ...details, ...breaksLine];
}

export function changeSubject(facts: Pick<ChangeFacts, 'kind' | 'schemaName' | 'owner' | 'version'>): string {
  switch (facts.kind) {
    case 'nieuwe-versie':
      return oneLine(`Nieuwe versie ${facts.version} van schema ${facts.schemaName} (${facts.owner})`);
    case 'ingetrokken':
      return oneLine(`Schema ${facts.schemaName} versie ${facts.version} (${facts.owner}) is ingetrokken`);
    case 'certificaat-ingetrokken':
      return oneLine(`Certificaat van schema ${facts.schemaName} versie ${facts.version} (${facts.owner}) is ingetrokken`);
  }
}

function whatHappened(facts: ChangeFacts): string[] {
  switch (facts.kind) {
    case 'nieuwe-versie':
      return [
        `${facts.owner} heeft versie ${facts.version} van het schema gepubliceerd${facts.previousVersion === null ? '' : `; de vorige versie was ${facts.previousVersion}`}.`,
        ...compatibilityLines(facts.version, facts.compatibility),
      ];
    case 'ingetrokken':
      return [`${facts.owner} heeft versie ${facts.version} van het schema uit het register teruggetrokken: het is niet meer gepubliceerd.`];
    case 'certificaat-ingetrokken':
      return [`Het certificaat van versie ${facts.version} van het schema is ingetrokken.${facts.reason ? ` Reden: ${facts.reason}` : ''}`];
  }
}

/** The mails to one downloading organisation's users about one change. */
export function changeMails(recipients: readonly string[], facts: ChangeFacts, downloader: string, publicUrl: string): OutgoingMail[] {
  const body = [
    `Het schema ${facts.schemaName} van ${facts.owner} is gewijzigd. ${downloader} heeft dit schema eerder uit het register gedownload.`,
    '',
    `Schema: ${facts.schemaName}`,
    `Eigenaar: ${facts.owner}`,
    `Wijziging: ${changeKindLabel(facts.kind)}`,
    ...whatHappened(facts),
    '',
    `Bekijk het register: ${publicUrl}/published-schema-overview`,
    `Wijzigingen van ${facts.owner} als feed: ${changeFeedLink(publicUrl, facts.owner)}`,
    '',
    `U ontvangt dit bericht omdat uw organisatie dit schema heeft gedownload. U kunt deze berichten per organisatie uitzetten onder Instellingen: ${publicUrl}/usersettings`,
  ].join('\n');
  return recipients.map((recipient) => ({ recipient, subject: changeSubject(facts), body, reason: `schema-change.${facts.kind}` }));
}

/** The register's machine-readable feed of one owner organisation's changes. */
export function changeFeedLink(publicUrl: string, owner: string): string {
  return `${publicUrl}/api/PublishedSchemas/feed/${encodeURIComponent(owner)}`;
}
