import { isCertifiable, type CertificationResult } from '../model/certification.ts';
import { offlineTexts } from './offline-texts.ts';

// The portal's verdict in one word and one Dutch sentence: valid = no error and no need for manual
// validation (spec 000 §4). A need for manual validation outweighs errors, as on Valideer: such an
// upload is kept for a manual certification request, whatever else its messages say.

export type CertificationVerdict = 'valide' | 'handmatig' | 'niet-valide';

/** The verdict of a certification result. */
export function certificationVerdict(result: CertificationResult): CertificationVerdict {
  if (isCertifiable(result)) return 'valide';
  return result.manualValidation ? 'handmatig' : 'niet-valide';
}

/** The verdict as the sentence the checker prints. */
export function verdictSentence(verdict: CertificationVerdict): string {
  if (verdict === 'valide') return offlineTexts.verdictValid;
  return verdict === 'handmatig' ? offlineTexts.verdictManual : offlineTexts.verdictInvalid;
}
