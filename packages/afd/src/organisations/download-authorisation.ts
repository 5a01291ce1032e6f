import { isSameOrganisationName } from './organisation-name.ts';

// Download authorisation (spec 000 §2 screen 16, 001 §6, docs/domain.md): an organisation may restrict
// the download of its SUIV-tagged published definitions to organisations it selects. Until it
// saves a choice, everybody may download them. The standards body's own organisation is always
// allowed and cannot be un-authorised.

/** The definition tags the authorisation applies to. */
export const SUIV_TAGS = ['SUIV', 'SUIV-COMBI', 'SUIV-EP', 'SUIV-BIJ'] as const;

/** Whether a definition with this tag falls under download authorisation. */
export function isSuivTag(tag: string | null | undefined): boolean {
  return tag !== null && tag !== undefined && (SUIV_TAGS as readonly string[]).includes(tag.trim());
}

export interface DownloadEnabledListInput {
  /** The organisation that restricts downloads of its definitions. */
  owner: string;
  /** The organisations it selected. */
  selected: readonly string[];
  standardsOrganisation: string;
}

/**
 * The list an organisation stores when it saves its choice: each selected name once, never the
 * owner itself (it always has its own definitions), and always the standards organisation.
 */
export function downloadEnabledList({ owner, selected, standardsOrganisation }: DownloadEnabledListInput): string[] {
  const list: string[] = [];
  const add = (name: string) => {
    if (isSameOrganisationName(name, owner)) return;
    if (list.some((known) => isSameOrganisationName(known, name))) return;
    list.push(name);
  };
  add(standardsOrganisation);
  for (const name of selected) add(name);
  return list;
}

export interface DownloadDecisionInput {
  /** The tag of the published definition. */
  tag: string | null | undefined;
  owner: string;
  downloader: string;
  standardsOrganisation: string;
  /** The owner's stored choice, or null when it never restricted downloads. */
  enabledOrganisations: readonly string[] | null;
}

/** Whether an organisation may download another's published definition, as far as the tag goes. */
export function mayDownloadDefinition({ tag, owner, downloader, standardsOrganisation, enabledOrganisations }: DownloadDecisionInput): boolean {
  if (!isSuivTag(tag) || enabledOrganisations === null) return true;
  if (isSameOrganisationName(downloader, owner) || isSameOrganisationName(downloader, standardsOrganisation)) return true;
  return enabledOrganisations.some((name) => isSameOrganisationName(name, downloader));
}
