import type { BaselineEntityNode, MaxOccurs } from '../../model/baseline-library.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { SchemaEntity } from '../schema/schema-tree.ts';
import { error, manual, type Finding } from './finding.ts';
import { manualTexts, restrictionTexts } from './texts.ts';

// Occurrences within the baseline's: at least as many as the baseline requires (and, for an
// optional array, at least its minContains when the array is there), at most as many as it allows. An entity array left out of `required` may be absent, so its minimum is 0 whatever
// its minContains says: the message then points at `required`, where the fix belongs. Without
// `uniqueItems: true` on its array an entity may occur twice alike; every AFD 2.0 baseline sets
// it, but the library does not record it, so a certifier looks.

/** Reports an entity whose occurrences are wider than the baseline's. */
export function checkOccurrences(entity: SchemaEntity, baseline: BaselineEntityNode): Finding[] {
  const findings: Finding[] = [];
  if (!entity.uniqueItems) findings.push(manual(manualTexts.entityArrayNotUnique(entity.name, entity.path, childPointer(entity.arrayPointer, 'uniqueItems'))));
  if (entity.minOccurs < baseline.minOccurs) {
    if (!entity.arrayRequired && entity.minContains >= baseline.minOccurs) {
      findings.push(error('occurrences', restrictionTexts.entityArrayNotRequired(entity.path, entity.name, baseline.minOccurs, entity.parentRequiredPointer)));
    } else {
      findings.push(error('occurrences', restrictionTexts.minOccursBelow(entity.path, entity.minContains, baseline.minOccurs, childPointer(entity.itemPointer, 'minContains'))));
    }
  }
  // An optional array the baseline fills with at least minContains when present: fewer is wider.
  else if (baseline.minContains !== undefined && entity.minContains < baseline.minContains) {
    findings.push(error('occurrences', restrictionTexts.minOccursBelow(entity.path, entity.minContains, baseline.minContains, childPointer(entity.itemPointer, 'minContains'))));
  }
  if (isAbove(entity.maxOccurs, baseline.maxOccurs)) {
    findings.push(error('occurrences', restrictionTexts.maxOccursAbove(entity.path, entity.maxOccurs, baseline.maxOccurs, childPointer(entity.itemPointer, 'maxContains'))));
  }
  return findings;
}

function isAbove(max: MaxOccurs, baselineMax: MaxOccurs): boolean {
  if (baselineMax === 'unbounded') return false;
  return max === 'unbounded' || max > baselineMax;
}
