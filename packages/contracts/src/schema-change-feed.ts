import { z } from 'zod';

// The register's feed of changes per owner organisation (issue 32, ADR 0069): JSON Feed 1.1
// (https://jsonfeed.org/version/1.1), served as application/feed+json, for systems that poll.
// Each item is one change to a schema that was public when it happened; the machine-readable facts
// are in the item's `_afd` extension (JSON Feed's way: keys that start with an underscore).

export const schemaChangeKinds = ['nieuwe-versie', 'ingetrokken', 'certificaat-ingetrokken'] as const;
export type SchemaChangeKindName = (typeof schemaChangeKinds)[number];

/** `GET /api/PublishedSchemas/feed/{organisation}`. */
export const schemaChangeFeedParamsSchema = z.object({ organisation: z.string().min(1) });

const directionSchema = z.object({
  verdict: z.enum(['compatibel', 'niet-compatibel', 'handmatig']),
  reasons: z.array(z.string()),
});

/** What the item is about, for a program: the kind, the schema, the versions and, for a new version, its compatibility. */
export const schemaChangeFactsSchema = z.object({
  kind: z.enum(schemaChangeKinds),
  organisation: z.string(),
  schema: z.string(),
  version: z.number().int(),
  /** The version before a new one; null for the other kinds. */
  previousVersion: z.number().int().nullable(),
  /** Why, for a revoked certificate. */
  reason: z.string().nullable(),
  /** For a new version: its comparison with the latest earlier published version, when stored; otherwise null. */
  compatibility: z
    .object({
      /** 'compatibel met vorige versie', 'niet compatibel: …' or 'handmatig te beoordelen: …'. */
      summary: z.string(),
      /** The earlier version compared with. */
      comparedWith: z.number().int(),
      newAcceptedByOld: directionSchema,
      oldAcceptedByNew: directionSchema,
      /** Every earlier version this one is not compatible with. */
      breaks: z.array(z.number().int()),
    })
    .nullable(),
});
export type SchemaChangeFacts = z.infer<typeof schemaChangeFactsSchema>;

export const schemaChangeFeedItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  content_text: z.string(),
  date_published: z.string(),
  _afd: schemaChangeFactsSchema,
});

export const schemaChangeFeedSchema = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string(),
  home_page_url: z.string(),
  feed_url: z.string(),
  description: z.string(),
  language: z.literal('nl'),
  items: z.array(schemaChangeFeedItemSchema),
});
export type SchemaChangeFeed = z.infer<typeof schemaChangeFeedSchema>;

/** The feed's address for an organisation, relative to the portal. */
export const schemaChangeFeedPath = (organisation: string): string => `/api/PublishedSchemas/feed/${encodeURIComponent(organisation)}`;
