import type { Dimension, DimensionCombination, DimensionVersion } from '@afd/contracts';
import { compareDutch } from '@/lib/sorting';

// The cascade of the three selects of a baseline key (spec 000 §5): every list offers only what an
// allowed combination completes, message types under the chosen certification area, domains under
// the chosen certification area and message type; choosing a parent clears its children.

/** The chosen ids; null where nothing is chosen yet. */
export interface BaselineKeySelection {
  certificationAreaId: string | null;
  messageTypeId: string | null;
  applicationAreaId: string | null;
}

export const emptyBaselineKey: BaselineKeySelection = { certificationAreaId: null, messageTypeId: null, applicationAreaId: null };

export interface KeyOption {
  value: string;
  label: string;
}

/** Whether all three parts are chosen. */
export function isCompleteBaselineKey(selection: BaselineKeySelection): boolean {
  return selection.certificationAreaId !== null && selection.messageTypeId !== null && selection.applicationAreaId !== null;
}

function distinctOptions(pairs: readonly KeyOption[]): KeyOption[] {
  const byValue = new Map(pairs.map((pair) => [pair.value, pair]));
  return [...byValue.values()].sort((a, b) => compareDutch(a.label, b.label));
}

/**
 * Certification areas that start an allowed combination; with `version`, only certification areas
 * of that AFD version (the certification screen offers version-1 certification areas only).
 */
export function certificationAreaOptions(combinations: readonly DimensionCombination[], certificationAreas: readonly Dimension[], version?: DimensionVersion): KeyOption[] {
  const versionOf = new Map(certificationAreas.map((certificationArea) => [certificationArea.id, certificationArea.version]));
  return distinctOptions(
    combinations
      .filter((combination) => combination.allowed)
      .filter((combination) => version === undefined || versionOf.get(combination.certificationAreaId) === version)
      .map((combination) => ({ value: combination.certificationAreaId, label: combination.certificationArea })),
  );
}

/** Message types of allowed combinations with the chosen certification area. */
export function messageTypeOptions(combinations: readonly DimensionCombination[], selection: BaselineKeySelection): KeyOption[] {
  if (selection.certificationAreaId === null) return [];
  return distinctOptions(
    combinations
      .filter((combination) => combination.allowed && combination.certificationAreaId === selection.certificationAreaId)
      .map((combination) => ({ value: combination.messageTypeId, label: combination.messageType })),
  );
}

/** Domains of allowed combinations with the chosen certification area and message type. */
export function domainOptions(combinations: readonly DimensionCombination[], selection: BaselineKeySelection): KeyOption[] {
  if (selection.certificationAreaId === null || selection.messageTypeId === null) return [];
  return distinctOptions(
    combinations
      .filter(
        (combination) =>
          combination.allowed &&
          combination.certificationAreaId === selection.certificationAreaId &&
          combination.messageTypeId === selection.messageTypeId,
      )
      .map((combination) => ({ value: combination.applicationAreaId, label: combination.applicationArea })),
  );
}

/** Chooses a certification area; its message type and domain are cleared. */
export function withCertificationArea(id: string | null): BaselineKeySelection {
  return { certificationAreaId: id, messageTypeId: null, applicationAreaId: null };
}

/** Chooses a message type; the domain is cleared. */
export function withMessageType(selection: BaselineKeySelection, id: string | null): BaselineKeySelection {
  return { ...selection, messageTypeId: id, applicationAreaId: null };
}

export function withDomain(selection: BaselineKeySelection, id: string | null): BaselineKeySelection {
  return { ...selection, applicationAreaId: id };
}

/** The AFD version of a certification area ('1' when unknown, as the spec's client defaults). */
export function certificationAreaVersionOf(certificationAreas: readonly Dimension[], id: string | null): DimensionVersion {
  return certificationAreas.find((certificationArea) => certificationArea.id === id)?.version ?? '1';
}
