/** A baseline key with all three parts chosen (dimension ids). */
export interface CompleteBaselineKey {
  certificationAreaId: string;
  messageTypeId: string;
  applicationAreaId: string;
}

/** The key as the server's upload and certify calls name its parts. */
export function baselineKeyFields(key: CompleteBaselineKey): { certificationArea: string; messageType: string; applicationArea: string } {
  return { certificationArea: key.certificationAreaId, messageType: key.messageTypeId, applicationArea: key.applicationAreaId };
}
