// Texts of 'Bericht testen' (issue 18, point 5; ours, in the spec's plain style).

export const workbenchTexts = {
  title: 'Bericht testen',
  intro:
    'Controleer een testbericht tegen één functie van deze definitie: het schema en de verbandscontroles zoals "Exporteer … per functie" ze maakt. Er wordt niets opgeslagen.',
  loading: 'Functies worden geladen',
  loadFailed: 'Ophalen van de functies is mislukt',
  functionLabel: 'Functie',
  inactive: (name: string) => `${name} (niet actief)`,
  messageLabel: 'Bericht',
  messagePlaceholder: 'Plak hier het bericht (XML voor AFD 1.0, JSON voor AFD 2.0), of kies een bestand.',
  chooseFile: 'Bestand kiezen',
  fileTooLarge: (name: string) => `${name} is te groot om te testen (meer dan 2 MB).`,
  fileUnreadable: (name: string) => `${name} kon niet worden gelezen.`,
  check: 'Controleer',
  checking: 'Het bericht wordt gecontroleerd',
  checkFailed: 'Het bericht kon niet worden gecontroleerd',
  noFindings: (functionName: string) => `Geen bevindingen: het bericht voldoet aan het schema en de verbandscontroles van functie '${functionName}'.`,
  findingsTitle: (count: number, functionName: string) => `${count} ${count === 1 ? 'bevinding' : 'bevindingen'} voor functie '${functionName}'`,
  tableLabel: 'Bevindingen',
  columns: { kind: 'Soort', path: 'Plaats', message: 'Melding' },
  kinds: { schema: 'Schema', verbandscontrole: 'Verbandscontrole' },
  wholeMessage: '(het hele bericht)',
  // 'Genereer voorbeeldberichten': the conformance kit.
  kitTitle: 'Voorbeeldberichten',
  kitIntro:
    'Een ZIP voor softwareleveranciers: per functie een geldig bericht en per beperking een ongeldig bericht (verplicht attribuut weg, niet toegestaan attribuut erbij, code buiten de keuze, facet, entiteit te veel, verbandscontrole), elk met de bevinding die het moet geven.',
  generateKit: 'Genereer voorbeeldberichten',
  generatingKit: 'De voorbeeldberichten worden gemaakt',
  kitDownloaded: (fileName: string) => `${fileName} is gedownload.`,
  kitFailed: 'De voorbeeldberichten konden niet worden gemaakt',
} as const;
