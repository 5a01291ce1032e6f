/** A baseline's name as the spec shows it: 'Community-Berichtsoort-Domein' (spec 001 §1). */
export function baselineNameOf(key: { certificationArea: string; messageType: string; applicationArea: string }): string {
  return `${key.certificationArea}-${key.messageType}-${key.applicationArea}`;
}
