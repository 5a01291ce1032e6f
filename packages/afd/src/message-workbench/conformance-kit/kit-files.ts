import type { MessageFinding } from '../message-finding.ts';
import type { FunctionKit, KitExample } from './function-kit.ts';

// The conformance kit as files (the server zips them): per function a folder with `geldig.json`
// (or .xml) and `ongeldig-NN-<soort>-<onderwerp>.json`, and at the top `kit.json` (the manifest:
// per message the findings the workbench must give on it, exactly) and `LEESMIJ.txt`, in Dutch.

export interface KitDefinition {
  organisation: string;
  name: string;
  definitionVersion: string;
  afdVersion: 1 | 2;
  functions: readonly { name: string; active: boolean }[];
}

/** Letters, digits, '-', '_' and '.'; anything else '_': a name never makes a folder or leaves the ZIP. */
const safe = (name: string) => name.replaceAll(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');

function fileNameOf(example: KitExample, index: number, extension: string): string {
  if (example.constraint === 'geldig') return `geldig.${extension}`;
  return `ongeldig-${String(index).padStart(2, '0')}-${example.constraint}-${safe(example.subject)}.${extension}`;
}

const findingJson = (finding: MessageFinding) => ({ soort: finding.kind, plaats: finding.path, melding: finding.message, bron: finding.source });

/** Every file of the kit by its path in the ZIP. */
export function conformanceKitFiles(definition: KitDefinition, kits: readonly FunctionKit[]): Record<string, string> {
  const files: Record<string, string> = {};
  const manifestFunctions = kits.map((kit) => {
    const folder = safe(kit.functionName);
    const active = definition.functions.find((fn) => fn.name === kit.functionName)?.active ?? true;
    const messages = kit.examples.map((example, index) => {
      const path = `${folder}/${fileNameOf(example, index, kit.extension)}`;
      files[path] = example.content;
      return { bestand: path, soort: example.groupLabel, omschrijving: example.description, verwachteBevindingen: example.findings.map(findingJson) };
    });
    return { functie: kit.functionName, actief: active, map: folder, berichten: messages, nietTeMaken: kit.omissions.map((omission) => ({ soort: omission.groupLabel, reden: omission.reason })) };
  });
  const manifest = {
    organisatie: definition.organisation,
    definitie: definition.name,
    definitieversie: definition.definitionVersion,
    afdVersie: definition.afdVersion === 1 ? '1.0' : '2.0',
    toelichting:
      'Per functie één geldig bericht (verwacht: geen bevindingen) en per beperking één ongeldig bericht. Elk bericht is bij het maken gecontroleerd met "Bericht testen": ' +
      'een ongeldig bericht geeft precies de genoemde bevindingen, de eerste is die waar het om gaat; de volgende (AFD 2.0, bron "contains") volgen eruit: de lijst erboven telt de entiteit niet meer mee.',
    functies: manifestFunctions,
  };
  files['kit.json'] = `${JSON.stringify(manifest, null, 2)}\n`;
  files['LEESMIJ.txt'] = readme(definition, manifestFunctions);
  return files;
}

function readme(definition: KitDefinition, functions: readonly { functie: string; actief: boolean; berichten: { bestand: string; omschrijving: string; verwachteBevindingen: { plaats: string; melding: string }[] }[]; nietTeMaken: { soort: string; reden: string }[] }[]): string {
  const lines = [
    `Conformiteitskit voor definitie '${definition.name}' (versie ${definition.definitionVersion}) van ${definition.organisation}, AFD ${definition.afdVersion === 1 ? '1.0 (XML)' : '2.0 (JSON)'}.`,
    '',
    'Gebruik: laat uw software elk bericht inlezen. Het geldige bericht moet worden geaccepteerd; elk ongeldig bericht moet worden',
    'afgekeurd met de genoemde bevinding. Alle berichten zijn bij het maken gecontroleerd met "Bericht testen" van het portaal.',
    'kit.json bevat hetzelfde in machineleesbare vorm.',
  ];
  for (const fn of functions) {
    lines.push('', `Functie ${fn.functie}${fn.actief ? '' : ' (niet actief)'}`);
    for (const message of fn.berichten) {
      lines.push(`  ${message.bestand}`, `    ${message.omschrijving}`);
      for (const finding of message.verwachteBevindingen) lines.push(`    verwacht: ${finding.plaats === '' ? '(het hele bericht)' : finding.plaats}: ${finding.melding}`);
    }
    for (const omission of fn.nietTeMaken) lines.push(`  niet te maken: ${omission.soort}. ${omission.reden}`);
  }
  return `${lines.join('\n')}\n`;
}
