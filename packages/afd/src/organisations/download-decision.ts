import { mayDownloadDefinition } from './download-authorisation.ts';

// The download rule (issue 5, docs/domain.md 'Organisation schemas, register and downloads') as one
// pure decision, so the register's per-schema answer and the download calls can never disagree:
// only an active signed-in user downloads; the schema must be published and downloadable; a
// SUIV-tagged schema of an owner that restricted downloads goes only to the organisations it
// selected, its own and the standards body's (mayDownloadDefinition).

export interface DownloadCandidate {
  ownerName: string;
  isPublished: boolean;
  isDownloadable: boolean;
  tag: string | null;
}

export interface DownloadCaller {
  /** False for an anonymous or inactive caller. */
  isActive: boolean;
  organisationName: string | null;
}

export type DownloadDecision =
  | { allowed: true }
  | { allowed: false; reason: 'not-signed-in' | 'not-published' | 'not-downloadable' | 'restricted-by-owner' };

export interface DownloadRuleInput {
  schema: DownloadCandidate;
  caller: DownloadCaller | null;
  /** The owner's stored choice, or null when it never restricted downloads. */
  enabledOrganisations: readonly string[] | null;
  standardsOrganisation: string;
  /**
   * The management screen's ignoreIsDownloadable, already checked to be honoured (an
   * administrator or a certifier of the owner): the publication flags then do not count.
   */
  ignoreIsDownloadable?: boolean;
}

export function decideDownload({ schema, caller, enabledOrganisations, standardsOrganisation, ignoreIsDownloadable = false }: DownloadRuleInput): DownloadDecision {
  if (!caller?.isActive) return { allowed: false, reason: 'not-signed-in' };
  if (ignoreIsDownloadable) return { allowed: true };
  if (!schema.isPublished) return { allowed: false, reason: 'not-published' };
  if (!schema.isDownloadable) return { allowed: false, reason: 'not-downloadable' };
  const permitted = mayDownloadDefinition({
    tag: schema.tag,
    owner: schema.ownerName,
    downloader: caller.organisationName ?? '',
    standardsOrganisation,
    enabledOrganisations,
  });
  return permitted ? { allowed: true } : { allowed: false, reason: 'restricted-by-owner' };
}
