import { dimensionValidationTexts, type DimensionKind } from '@afd/contracts';
import { config } from '@/lib/config';

// The texts of 'Beheer definities'. The spec's own (000 §5, §8) are written out here as the
// screen shows them; the server answers the same texts for the same refusals.

export const dimensionScreenTexts = {
  title: 'Beheer definities',
  nameTaken: 'Er is al een dimensie met deze naam',
  nameRequired: dimensionValidationTexts.nameRequired,
  inUse: 'Deze dimensie is al in gebruik',
  loadFailed: 'Ophalen van dimensies is mislukt',
  saveFailed: 'Opslaan is mislukt',
  deleteFailed: 'Verwijderen is mislukt',
  saved: 'Opgeslagen',
  confirmDelete: 'Weet u zeker dat u dit item wilt verwijderen?',
} as const;

/** Per list: its tab, the label of its add field and the noun used in accessible names. */
export const dimensionListTexts: Record<DimensionKind, { tab: string; addLabel: string }> = {
  certificationArea: { tab: `${config.productName} Community`, addLabel: 'Nieuwe community' },
  messageType: { tab: 'Berichtsoort', addLabel: 'Nieuwe berichtsoort' },
  applicationArea: { tab: 'Domein', addLabel: 'Nieuw domein' },
};
