import type { CompatibilityDirection, VersionSide } from './version-compatibility.ts';

// The Dutch texts of compatibility between versions (issue 32): what breaks, and why a direction
// is left to a person. The checker's own messages follow them, 'de baseline' read as the version
// that plays its part.

const versionName = (side: VersionSide) => (side === 'oud' ? 'de oude versie' : 'de nieuwe versie');
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const compatibilityTexts = {
  versionName,
  /** The direction as a heading, in the words of the register. */
  directionTitle: (direction: CompatibilityDirection) =>
    direction === 'newAcceptedByOld'
      ? 'Berichten van de nieuwe versie worden door de oude versie geaccepteerd (ontvangers op de oude versie blijven werken)'
      : 'Berichten van de oude versie worden door de nieuwe versie geaccepteerd (verzenders op de oude versie blijven werken)',
  verdict: { compatibel: 'compatibel', 'niet-compatibel': 'niet compatibel', handmatig: 'handmatig te beoordelen' } as const,
  /** The first reason of a refusal: what breaks, for whom. */
  breaks: (direction: CompatibilityDirection) =>
    direction === 'newAcceptedByOld'
      ? 'De oude versie weigert een bericht dat de nieuwe versie toestaat: ontvangers die de oude versie gebruiken, kunnen niet elk nieuw bericht verwerken.'
      : 'De nieuwe versie weigert een bericht dat de oude versie toestaat: verzenders die de oude versie gebruiken, krijgen niet elk bericht meer geaccepteerd.',
  /** A checker's message with 'de baseline' read as the version that plays the baseline's part. */
  asVersion: (text: string, baselineSide: VersionSide) =>
    text.replace(/\b([Dd])e baseline\b/g, (_match, d: string) => (d === 'D' ? capitalised(versionName(baselineSide)) : versionName(baselineSide))),
  unreadable: (side: VersionSide, fileName: string) => `${capitalised(versionName(side))} (${fileName}) is niet te lezen als schema, dus deze richting is niet te beoordelen:`,
  baselineNotModelled: (side: VersionSide) =>
    `${capitalised(versionName(side))} bevat constructies die de controle niet vergelijkt; een persoon moet beoordelen of ze berichten weigeren:`,
  refusalWithoutWitness: 'De controle vond een verschil, maar geen voorbeeldbericht dat de validators in beide richtingen bevestigen; een persoon moet het beoordelen:',
  witnessNotConfirmed: (side: VersionSide) =>
    `Het voorbeeldbericht van de controle werd niet bevestigd: het moet geldig zijn onder ${versionName(side)} en geweigerd worden door ${versionName(side === 'oud' ? 'nieuw' : 'oud')}.`,
  manual: 'De controle kan niet alles beslissen; een persoon moet deze onderdelen beoordelen:',
  differentAfdVersions: (older: string, newer: string) =>
    `De twee versies zijn niet van hetzelfde soort bestand (${older} en ${newer}): vergelijk twee XSD's (AFD 1.0) of twee JSON Schema's (AFD 2.0).`,
  wrongFileType: (fileName: string, afdVersion: 1 | 2) =>
    `${fileName} past niet bij AFD ${afdVersion}.0: verwacht ${afdVersion === 1 ? 'een XSD (.xsd)' : 'een JSON Schema (.json)'}.`,
  otherNamespace: (baselineSide: VersionSide, baselineNamespace: string | null, otherNamespace: string | null) =>
    `De targetNamespace verschilt: ${versionName(baselineSide)} heeft ${baselineNamespace ?? '(geen)'}, ${versionName(baselineSide === 'oud' ? 'nieuw' : 'oud')} ${otherNamespace ?? '(geen)'}. Berichten in de ene namespace zijn onder de andere versie niet geldig; de controle vergelijkt de versies alsof de namespace gelijk is.`,
  notUtf8: (fileName: string) => `${fileName} is geen geldige UTF-8-tekst.`,
} as const;
