// Texts of 'Bericht testen' (issue 18, point 5; ours, in the spec's plain style).

export const workbenchTexts = {
  title: 'Bericht testen',
  intro:
    'Controleer een testbericht tegen één functie van deze definitie: het schema en de verbandscontroles zoals "Exporteer … per functie" ze maakt. Er wordt niets opgeslagen.',
  loading: 'Functies worden geladen',
  loadFailed: 'Ophalen van de functies is mislukt',
  functionLabel: 'Functie',
  inactive: (name: string) => `${name} (niet actief)`,
  check: 'Controleer',
  noFindings: (functionName: string) => `Geen bevindingen: het bericht voldoet aan het schema en de verbandscontroles van functie '${functionName}'.`,
  functionSubject: (functionName: string) => `functie '${functionName}'`,
  // 'Genereer voorbeeldberichten': the conformance kit.
  kitTitle: 'Voorbeeldberichten',
  kitIntro:
    'Een ZIP voor softwareleveranciers: per functie een geldig bericht en per beperking een ongeldig bericht (verplicht attribuut weg, niet toegestaan attribuut erbij, code buiten de keuze, facet, entiteit te veel, verbandscontrole), elk met de bevinding die het moet geven.',
  generateKit: 'Genereer voorbeeldberichten',
  generatingKit: 'De voorbeeldberichten worden gemaakt',
  kitDownloaded: (fileName: string) => `${fileName} is gedownload.`,
  kitFailed: 'De voorbeeldberichten konden niet worden gemaakt',
} as const;
