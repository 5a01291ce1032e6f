import type { Definition } from '../authoring/definition.ts';
import { generatedFileStem } from '../authoring/generation/generated-file.ts';
import { isJsonArray, isJsonObject, type JsonValue } from '../afd2/json/json-value.ts';
import { parseJsonText } from '../afd2/json/parse-json.ts';
import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../model/baseline-library.ts';
import type { MessageFinding } from './message-finding.ts';

// What a message says it is: its function code (the code list of message functions) and, in AFD
// 2.0, the definition's name and version in `commonFunctional`. Example messages fill them from
// the definition and the function; 'Bericht testen' compares a message's own with what is tested,
// so a polis message is not accepted as an offerte.

/** The code list of message functions ('Aanvraag', 'Offerte', 'Polis', ...). */
export const functionCodeListName = 'ADNFUN';

export interface MessageIdentity {
  definitionName: string;
  /** Also accepted as the definition's name: the function's file stem, as the standard's own examples write it. */
  definitionStem: string;
  definitionVersion: string;
  functionName: string;
  /** The function's code in the code list, when a label names the function; null when none does. */
  functionCode: string | null;
}

const comparable = (text: string) => text.toLowerCase().replaceAll(/[\s_-]/g, '');

/** The code of the function whose label is the function's name (case and spaces aside), or null. */
export function functionCodeOf(library: BaselineLibrary, functionName: string): string | null {
  const list = library.codeLists.find((candidate) => candidate.name === functionCodeListName);
  return list?.values.find((value) => comparable(value.label) === comparable(functionName))?.code ?? null;
}

export function messageIdentity(library: BaselineLibrary, definition: Pick<Definition, 'properties'>, functionName: string): MessageIdentity {
  return {
    definitionName: definition.properties.name,
    definitionStem: generatedFileStem(definition, functionName),
    definitionVersion: definition.properties.definitionVersion,
    functionName,
    functionCode: functionCodeOf(library, functionName),
  };
}

/** The value an example message gives `attribute` to say what it is, or undefined when the attribute says nothing of that. */
export function identityValue(attribute: BaselineAttribute, afdVersion: 1 | 2, identity: MessageIdentity): string | undefined {
  if (attribute.codeList?.name === functionCodeListName && identity.functionCode !== null) return identity.functionCode;
  if (afdVersion === 2 && attribute.name === 'afdDefinitionName') return identity.definitionName;
  return undefined;
}

const commonFunctionalOf = (message: JsonValue) => {
  if (!isJsonObject(message)) return [];
  const common = message.commonFunctional;
  return (isJsonArray(common) ? common : common === undefined ? [] : [common]).filter(isJsonObject);
};

/** Findings where an AFD 2.0 message's own function or definition is not the one tested; empty when they agree or the message does not say. */
export function identityFindings(message: JsonValue, identity: MessageIdentity): MessageFinding[] {
  const findings: MessageFinding[] = [];
  commonFunctionalOf(message).forEach((common, index) => {
    const place = `commonFunctional[${index}]`;
    const code = common.function;
    if (typeof code === 'string' && identity.functionCode !== null && code !== identity.functionCode) {
      findings.push({
        kind: 'schema',
        path: `${place}.function`,
        message: `Het bericht is voor functie '${code}', maar getest wordt functie '${identity.functionName}' (code '${identity.functionCode}').`,
        source: 'function',
      });
    }
    const name = common.afdDefinitionName;
    if (typeof name === 'string' && name !== identity.definitionName && name !== identity.definitionStem) {
      findings.push({
        kind: 'schema',
        path: `${place}.afdDefinitionName`,
        message: `Het bericht is voor definitie '${name}', maar getest wordt definitie '${identity.definitionName}'.`,
        source: 'afdDefinitionName',
      });
    }
  });
  return findings;
}

/** identityFindings of an AFD 2.0 message's text; empty when it is no JSON (the check itself says so). */
export function messageTextIdentityFindings(messageText: string, identity: MessageIdentity): MessageFinding[] {
  const parsed = parseJsonText(messageText, { maxDepth: 200, maxLength: 20_000_000 });
  return parsed.ok ? identityFindings(parsed.value, identity) : [];
}

/** The names of the library's attributes that hold the function code (AFD 1.0: `AL_FUNCTIE` and the like). */
export function functionAttributeNames(library: BaselineLibrary): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: readonly BaselineEntityNode[]) => {
    for (const node of nodes) {
      for (const attribute of node.attributes) if (attribute.codeList?.name === functionCodeListName) names.add(attribute.name);
      visit(node.children);
    }
  };
  visit(library.roots);
  return names;
}

/** An element with text only: its local name and its text. */
const textElement = /<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(?:\s[^>]*)?>([^<]*)<\//g;

/** Findings where an AFD 1.0 message's function code (each element of `functionElements`) is not the tested function's; the place is the element's name. */
export function xmlIdentityFindings(messageText: string, identity: MessageIdentity, functionElements: ReadonlySet<string>): MessageFinding[] {
  if (identity.functionCode === null) return [];
  const findings: MessageFinding[] = [];
  for (const [, name = '', text = ''] of messageText.matchAll(textElement)) {
    const code = text.trim();
    if (!functionElements.has(name) || code === '' || code === identity.functionCode) continue;
    findings.push({ kind: 'schema', path: name, message: `Het bericht is voor functie '${code}', maar getest wordt functie '${identity.functionName}' (code '${identity.functionCode}').`, source: 'function' });
  }
  return findings;
}
