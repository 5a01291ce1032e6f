import type { CatalogueResolver } from '../afd1/xml/catalogue-resolver.ts';
import type { CodeList } from '../model/catalogue.ts';

// Compatibility between two versions of the same schema (issue 32, docs/compatibility.md): both
// directions decided by the certification checker, each with its verdict. Plain data, stored with
// a version and sent on the wire as it is.

/** Which of the two versions a counterexample message is valid under. */
export type VersionSide = 'oud' | 'nieuw';

/** A message valid under one version and refused by the other, confirmed by the real engines (libxml2, Ajv) both ways. */
export interface CompatibilityCounterexample {
  /** The example message's text: XML for AFD 1.0, JSON for AFD 2.0. */
  message: string;
  /** The version that accepts it; the other refuses it. */
  validUnder: VersionSide;
  /** A file name for the message, e.g. 'voorbeeldbericht.xml'. */
  fileName: string;
  mediaType: 'application/xml' | 'application/json';
}

/** One direction's verdict; a refusal always carries its counterexample, a manual verdict its reasons (Dutch). */
export type DirectionCompatibility =
  | { verdict: 'compatibel' }
  | { verdict: 'niet-compatibel'; counterexample: CompatibilityCounterexample; reasons: string[] }
  | { verdict: 'handmatig'; reasons: string[] };

export type CompatibilityVerdict = DirectionCompatibility['verdict'];

/** Both directions between an older and a newer version of one schema. */
export interface VersionCompatibility {
  /** Every message of the new version is accepted by the old: receivers still on the old version keep working. */
  newAcceptedByOld: DirectionCompatibility;
  /** Every message of the old version is accepted by the new: senders still on the old version keep working. */
  oldAcceptedByNew: DirectionCompatibility;
}

export type CompatibilityDirection = keyof VersionCompatibility;

export const compatibilityDirections: readonly CompatibilityDirection[] = ['newAcceptedByOld', 'oldAcceptedByNew'];

/** One version's file: its name (.xsd or .json) and its bytes or text. */
export interface SchemaVersionFile {
  fileName: string;
  content: string | Uint8Array;
}

/** What is needed to read both versions: the catalogue's XSD files for AFD 1.0, the code lists for AFD 2.0. */
export type CompatibilityContext =
  | {
      afdVersion: 1;
      /** The catalogue's XSD files by name: both versions' imports resolve against them, never elsewhere. */
      catalogueXsdFiles: Record<string, string>;
      /** A resolver over those files, when the caller keeps one (the server caches them). */
      catalogueResolver?: CatalogueResolver;
    }
  | {
      afdVersion: 2;
      /** The catalogue's code lists (full-list references resolve against them). */
      codeLists: readonly CodeList[];
    };

export interface CompatibilityInput {
  older: SchemaVersionFile;
  newer: SchemaVersionFile;
  context: CompatibilityContext;
}

/** An earlier published version, named as the register names it (e.g. '1' or '001.00'). */
export interface EarlierVersion {
  version: string;
  file: SchemaVersionFile;
}

export interface CompatibilityWithEarlierInput {
  newer: SchemaVersionFile;
  /** The earlier published versions, oldest first; the last is the latest published one. */
  earlier: readonly EarlierVersion[];
  context: CompatibilityContext;
}

/** The new version against one earlier version. */
export interface CompatibilityAgainstVersion {
  version: string;
  compatibility: VersionCompatibility;
}

/** The new version against every earlier version given, and the versions it breaks. */
export interface CompatibilityWithEarlier {
  /** In the order the earlier versions were given. */
  versions: CompatibilityAgainstVersion[];
  /** The earlier versions with at least one direction 'niet-compatibel' (shown by a counterexample). */
  breaks: string[];
  /** The earlier versions not broken but with a direction left to a person. */
  undecided: string[];
}

/** True when both directions are compatible. */
export function isFullyCompatible(compatibility: VersionCompatibility): boolean {
  return compatibilityDirections.every((direction) => compatibility[direction].verdict === 'compatibel');
}

/** True when a direction is shown not compatible by a counterexample. */
export function breaksCompatibility(compatibility: VersionCompatibility): boolean {
  return compatibilityDirections.some((direction) => compatibility[direction].verdict === 'niet-compatibel');
}
