import { isVersionNumber } from '@afd/afd/authoring';
import type { VariantHeadProblems } from './variant-modal';

// 001 §5 'Variants': name required; version required, nnn.nn; name plus version unique among the
// other variants, ignoring case.

export const variantHeadProblems: VariantHeadProblems = (head, others) => {
  const taken = others.some((other) => other.name.trim().toLowerCase() === head.name.toLowerCase() && other.version.trim().toLowerCase() === head.version.toLowerCase());
  return {
    name: head.name === '' ? 'Naam is verplicht.' : undefined,
    version: head.version === '' ? 'Versie is verplicht.' : !isVersionNumber(head.version) ? 'Versie is niet valide (nnn.nn).' : taken ? 'Deze combinatie van Naam en Versie is reeds in gebruik.' : undefined,
  };
};
