import { z } from 'zod';

// Baseline libraries (spec 001 §3 'Baseline library', 'Usage'; §7 'Baseline libraries' and the
// baseline's code lists): the immutable snapshots definitions are built on, how they are used,
// and the code lists of a baseline (ADNBRA and PORMAA feed the properties form).

export const codelistSchema = z.object({
  name: z.string(),
  listItems: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type Codelist = z.infer<typeof codelistSchema>;
export const codelistListSchema = z.array(codelistSchema);

/** `GET /api/BaselineSchemas/{organisation}/{baselineName}`: the baseline's current library. */
export const authoringBaselineParamsSchema = z.object({ organisation: z.string().min(1).max(200), baselineName: z.string().min(1).max(600) });
export const baselineLibrarySummarySchema = z.object({
  basedOn: z.string(),
  certificationAreaVersion: z.string(),
  baselineLibraryId: z.string(),
  creationTime: z.string(),
  datacatVersion: z.string().nullable(),
  codelists: codelistListSchema,
});
export type BaselineLibrarySummary = z.infer<typeof baselineLibrarySummarySchema>;

/** `.../codelists/subset?codelistNames=ADNBRA,PORMAA` */
export const codelistSubsetQuerySchema = z.object({ codelistNames: z.string().max(2000) });

/** `GET /api/BaselineLibraries/baselineLibrary?baselineName&creationTime`: one library by its baseline and time. */
export const baselineLibraryQuerySchema = z.object({ baselineName: z.string().min(1).max(600), creationTime: z.string().min(1).max(100) });

/** One library and how it is used (`GET /api/BaselineLibraries/usage-info`). */
export const baselineLibraryUsageSchema = z.object({
  id: z.string(),
  basedOn: z.string(),
  /** ISO 8601. */
  creationTime: z.string(),
  datacatVersion: z.string().nullable(),
  /** How many AFD definitions are built on it. */
  usageCount: z.number().int(),
  /** The baseline's newest library: new definitions and synchronisation use it. */
  isLatest: z.boolean(),
  /** Not the newest and used by nothing: it can be deleted. */
  isObsolete: z.boolean(),
  /** 'organisation/baseline/name' of each definition built on it. */
  usedByDefinitionPaths: z.array(z.string()),
});
export type BaselineLibraryUsage = z.infer<typeof baselineLibraryUsageSchema>;
export const baselineLibraryUsageListSchema = z.array(baselineLibraryUsageSchema);

/** `DELETE /api/BaselineLibraries/deleteable`: how many obsolete libraries went. */
export const deletedLibrariesSchema = z.object({ deleted: z.number().int() });
