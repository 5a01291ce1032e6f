import { allEntities, type TreeEntity } from '../schema/entity-tree.ts';
import { attributeValue, elementsBelowRoot, isXsd, xsdPathOf } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { SchemaSet } from '../xml/schema-set.ts';
import { certificationTexts } from './certification-texts.ts';
import { manual, type Finding } from './finding.ts';

// Check 5: constructs whose effect the checker cannot decide. Each sets manual validation and
// says why; none is an error, so a schema with them is neither refused nor certified by itself.
// A wildcard, substitution group or union/list type that check 3 compared with the baseline is
// decided there; what stays here widens the baseline in a way only a person can weigh (a wildcard
// or substitute element the baseline has no counterpart for) or cannot be compared at all.

/** What check 3 decided after all: those wildcards, substitution-group members and union/list types need no manual look. */
export interface DecidedConstructs {
  /** False when check 3 had no baseline XSD: then nothing is decided. */
  compared: boolean;
  settled: ReadonlySet<PlainElement>;
  unsettled: ReadonlySet<PlainElement>;
  decidedSimpleTypes: ReadonlySet<string>;
}

/** Findings of check 5 for the constructs in the upload (check 3 adds the patterns it cannot compare). */
export function checkManualConstructs(set: SchemaSet, roots: readonly TreeEntity[], decided?: DecidedConstructs): Finding[] {
  const { fileName } = set.main;
  const place = (element: PlainElement) => ({ fileName, line: element.line, path: xsdPathOf(element) });
  const findings: Finding[] = [];
  for (const element of elementsBelowRoot(set.main.document)) {
    const isWildcard = isXsd(element, 'any', 'anyAttribute');
    if (decided?.compared && (isWildcard ? !decided.unsettled.has(element) : decided.settled.has(element))) continue;
    if (isWildcard) findings.push(manual('manual-constructs', certificationTexts.manualWildcard(place(element), `xs:${element.localName}`)));
    const head = attributeValue(element, 'substitutionGroup');
    if (isXsd(element, 'element') && head !== undefined) {
      findings.push(manual('manual-constructs', certificationTexts.manualSubstitutionGroup(place(element), attributeValue(element, 'name') ?? '', head)));
    }
  }
  for (const reference of set.unloadedReferences) {
    const construct = `xs:${reference.kind}`;
    findings.push(manual('manual-constructs', certificationTexts.manualRedefine(place(reference.element), construct, reference.schemaLocation ?? '')));
  }
  for (const entity of allEntities([...roots])) {
    for (const attribute of entity.attributes) {
      if (decided?.compared && decided.decidedSimpleTypes.has(attribute.path)) continue;
      for (const construct of attribute.type.undecidable) {
        findings.push(manual('manual-constructs', certificationTexts.manualUnionOrList(place(attribute.declaration), attribute.path, construct)));
      }
    }
  }
  return findings;
}
