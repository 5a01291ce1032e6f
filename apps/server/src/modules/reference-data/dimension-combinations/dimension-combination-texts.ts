// Dutch texts of the combinations module (ours; the spec names none for these refusals).

export const dimensionCombinationTexts = {
  invalidTitle: 'Ongeldige invoer',
  invalid: 'Een combinatie noemt een dimensie die niet (meer) bestaat.',
  unknown: {
    certificationAreaId: 'Onbekende community',
    messageTypeId: 'Onbekende berichtsoort',
    applicationAreaId: 'Onbekend domein',
  },
} as const;
