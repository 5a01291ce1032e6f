import { schemaChangeFeedPath, type SchemaChangeFacts, type SchemaChangeFeed } from '@afd/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schemaChangeEvents } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { findOrganisationByName } from '../../shared/organisation-lookup.ts';
import { storedCompatibility } from './schema-change-fan-out.ts';
import { changeKindLabel, changeSubject, compatibilitySummary, previousVerdictOf, type Compatibility, type DirectionVerdict } from './schema-change-mails.ts';

// The register's feed of changes of one owner organisation's schemas (issue 32, ADR 0069): JSON
// Feed 1.1, newest first. Every item comes from a recorded change, and changes are recorded only
// for schemas that were in the register when they changed: the feed names nothing unpublished.

/** Most items one feed holds: a poller that reads it now and then misses nothing recent. */
export const FEED_ITEMS = 100;

export const feedTexts = {
  notFoundTitle: 'Organisatie bestaat niet',
  unknownOrganisation: (name: string) => `Er is geen organisatie met de naam '${name}'.`,
} as const;

const reasonsOf = (direction: DirectionVerdict | undefined): string[] =>
  Array.isArray(direction?.reasons) ? direction.reasons.map(String) : typeof direction?.reasons === 'string' ? [direction.reasons] : [];

const directionOf = (direction: DirectionVerdict | undefined) => ({
  verdict: direction?.verdict === 'compatibel' || direction?.verdict === 'niet-compatibel' ? direction.verdict : ('handmatig' as const),
  reasons: reasonsOf(direction),
});

function compatibilityFacts(compatibility: Compatibility | null): SchemaChangeFacts['compatibility'] {
  const previous = previousVerdictOf(compatibility);
  if (!previous) return null;
  return {
    summary: compatibilitySummary(compatibility),
    comparedWith: previous.version,
    newAcceptedByOld: directionOf(previous.newAcceptedByOld),
    oldAcceptedByNew: directionOf(previous.oldAcceptedByNew),
    breaks: Array.isArray(compatibility?.breaks) ? compatibility.breaks.filter((version) => Number.isInteger(version)) : [],
  };
}

function contentOf(facts: SchemaChangeFacts): string {
  const what = `${changeKindLabel(facts.kind)}: schema ${facts.schema} van ${facts.organisation}, versie ${facts.version}`;
  switch (facts.kind) {
    case 'nieuwe-versie':
      return `${what}${facts.previousVersion === null ? '' : ` (was ${facts.previousVersion})`}. Compatibiliteit: ${facts.compatibility?.summary ?? 'niet bepaald'}.`;
    case 'ingetrokken':
      return `${what}. Het schema staat niet meer in het register.`;
    case 'certificaat-ingetrokken':
      return `${what}.${facts.reason ? ` Reden: ${facts.reason}` : ''}`;
  }
}

/** The feed of the organisation named (any case); 404 in Dutch for an unknown one. */
export async function readSchemaChangeFeed(db: Db, organisationName: string, publicUrl: string): Promise<SchemaChangeFeed> {
  const organisation = await findOrganisationByName(db, organisationName);
  if (!organisation) throw new HttpProblem(404, feedTexts.notFoundTitle, feedTexts.unknownOrganisation(organisationName));
  const events = await db
    .select()
    .from(schemaChangeEvents)
    .where(eq(schemaChangeEvents.ownerOrganisationId, organisation.id))
    .orderBy(desc(schemaChangeEvents.occurredAt), desc(schemaChangeEvents.id))
    .limit(FEED_ITEMS);
  const register = `${publicUrl}/published-schema-overview`;
  const items = [];
  for (const event of events) {
    const compatibility = event.kind === 'nieuwe-versie' ? await storedCompatibility(db, event.organisationSchemaId, event.version) : null;
    const facts: SchemaChangeFacts = {
      kind: event.kind,
      organisation: organisation.name,
      schema: event.schemaName,
      version: event.version,
      previousVersion: event.previousVersion,
      reason: event.reason,
      compatibility: compatibilityFacts(compatibility),
    };
    items.push({
      id: `urn:uuid:${event.id}`,
      url: register,
      title: changeSubject({ kind: event.kind, schemaName: event.schemaName, owner: organisation.name, version: event.version }),
      content_text: contentOf(facts),
      date_published: event.occurredAt.toISOString(),
      _afd: facts,
    });
  }
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `Wijzigingen in schema's van ${organisation.name}`,
    home_page_url: register,
    feed_url: `${publicUrl}${schemaChangeFeedPath(organisation.name)}`,
    description: `Nieuwe versies met hun compatibiliteit, ingetrokken schema's en ingetrokken certificaten van ${organisation.name} in het register.`,
    language: 'nl',
    items,
  };
}
