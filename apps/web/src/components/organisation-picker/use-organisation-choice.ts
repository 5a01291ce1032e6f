import { isSameOrganisationName, resolveOrganisationChoice, type OrganisationChoiceMessage } from '@afd/afd/organisations';
import { useMemo, useState } from 'react';

export interface OrganisationChoiceOptions {
  /** Names the user may choose; undefined while they load. */
  authorised: readonly string[] | undefined;
  ownOrganisation: string | null | undefined;
  /** The organisation the route or query asks for. */
  preselected?: string | null | undefined;
}

export interface OrganisationChoiceState {
  /** True until the authorised organisations are known. */
  loading: boolean;
  /** The authorised organisations in Dutch order, ignoring case. */
  organisations: string[];
  /** The organisation the screen works for; null when there is none (yet). */
  selected: string | null;
  select: (name: string) => void;
  /** What the user must be told (001 §6); empty when all is well. */
  messages: OrganisationChoiceMessage[];
}

/**
 * The organisation a screen works for, resolved from the user's authorised organisations by the
 * rules of spec 001 §6 (see `resolveOrganisationChoice`), until the user picks another one.
 */
export function useOrganisationChoice({ authorised, ownOrganisation, preselected }: OrganisationChoiceOptions): OrganisationChoiceState {
  const [picked, setPicked] = useState<string | null>(null);
  const resolved = useMemo(
    () => (authorised === undefined ? null : resolveOrganisationChoice({ authorised, ownOrganisation, preselected })),
    [authorised, ownOrganisation, preselected],
  );
  if (!resolved) return { loading: true, organisations: [], selected: null, select: setPicked, messages: [] };
  const pickedName = picked === null ? undefined : resolved.organisations.find((name) => isSameOrganisationName(name, picked));
  return {
    loading: false,
    organisations: resolved.organisations,
    selected: pickedName ?? resolved.selected,
    select: setPicked,
    // Once the user picked an organisation, what was said about the initial choice no longer applies.
    messages: pickedName ? [] : resolved.messages,
  };
}
