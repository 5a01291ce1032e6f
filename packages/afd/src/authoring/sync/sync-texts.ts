// The lines of the synchronisation report (docs/authoring.md 'Synchronisation with a newer baseline
// library'): per choice kept, dropped (its path is gone) or clipped (no longer inside the new
// baseline). Ours: the spec gives no texts for them.

export const syncTexts = {
  header: (from: string, to: string) => `Synchronisatie van de baseline library van ${from} naar die van ${to}.`,
  alreadyLatest: 'De definitie gebruikt al de nieuwste baseline library; er is niets te synchroniseren.',
  kept: (kind: 'Entiteit' | 'Attribuut' | 'Compositie', path: string) => `Behouden: ${kind.toLowerCase()} ${path}.`,
  entityGone: (path: string) => `Vervallen: entiteit ${path} bestaat niet meer in de nieuwe baseline library; de keuzes ervoor vervallen.`,
  attributeGone: (path: string) => `Vervallen: attribuut ${path} bestaat niet meer in de nieuwe baseline library; de keuzes ervoor vervallen.`,
  compositionGone: (key: string) => `Vervallen: compositie ${key} bestaat niet meer in de nieuwe baseline library.`,
  maxClipped: (path: string, functionName: string, from: string, to: string) =>
    `Aangepast: entiteit ${path}, functie '${functionName}': maximum ${from} is teruggebracht tot ${to} (de nieuwe baseline).`,
  minRaised: (path: string, functionName: string, from: number, to: number) =>
    `Aangepast: entiteit ${path}, functie '${functionName}': minimum ${from} is opgehoogd tot ${to} (de nieuwe baseline).`,
  minClipped: (path: string, functionName: string, from: number, to: number) =>
    `Aangepast: entiteit ${path}, functie '${functionName}': minimum ${from} is teruggebracht tot ${to} (het maximum).`,
  nowRequired: (path: string) => `Aangepast: attribuut ${path} is verplicht in de nieuwe baseline; het is nu V in elke functie.`,
  codeWithdrawn: (path: string, code: string, list: string) => `Aangepast: attribuut ${path}: code '${code}' staat niet meer in codelijst ${list} en is uit de subset gehaald.`,
  codeListGone: (path: string) => `Aangepast: attribuut ${path} heeft geen codelijst meer; de subset en 'Actuele codelijst' vervallen.`,
  optionDropped: (path: string, option: string) => `Aangepast: attribuut ${path}: optie '${option}' past niet meer binnen de baseline en is verwijderd.`,
  boundDropped: (path: string, bound: 'Minimum' | 'Maximum', value: string) => `Aangepast: attribuut ${path}: ${bound} ${value} past niet meer binnen de baseline en is vervallen (Onbepaald).`,
  facetDropped: (path: string, facet: string, value: string) => `Aangepast: attribuut ${path}: ${facet} ${value} ligt niet meer binnen de baseline; de waarde van de baseline geldt.`,
  typeGone: (key: string, entityType: string) => `Aangepast: compositie ${key}: entiteittype ${entityType} bestaat niet meer en is verwijderd.`,
} as const;
