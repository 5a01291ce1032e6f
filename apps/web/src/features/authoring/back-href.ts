import { routeHref } from '@/lib/paths';

/** 'Terug' (001 §2): the definition list of the baseline (its name split on hyphens) for the organisation, or the baseline list. */
export function backHref(baseline: string, organisation: string): string {
  const parts = baseline.split('-');
  const [certificationArea, messageType, applicationArea] = parts;
  if (parts.length !== 3 || !certificationArea || !messageType || !applicationArea) return '/productdefinities';
  return `${routeHref('definitionList', { certificationArea, messageType, applicationArea })}?${new URLSearchParams({ organizationName: organisation }).toString()}`;
}
