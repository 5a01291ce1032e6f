import { describe, expect, it } from 'vitest';
import { fixturesPresent, readFixture, realDefinitions } from '../../test/support/fixtures.ts';
import { checkJsonMessage } from './check-json-message.ts';

// The workbench on the standards body's own files (../shared/fixtures, VB-PUO; skipped with a
// message where they are absent): each shared sample message checked against its function's
// schema, code lists and validation rules as published. The samples carry one known mistake,
// afdDefinitionVersion '001.04 (prerelease)' where the schema fixes '001.04': the workbench names
// exactly that, at its place (and that its list therefore misses its one item); corrected, the sample has no finding.

const withSamples = realDefinitions.filter((definition) => definition.samples.length > 0);

describe.skipIf(!fixturesPresent)('checking the VB-PUO sample messages', () => {
  describe.each(withSamples)('$label', (real) => {
    // Read in the test, not while collecting: a skipped describe still runs its body.
    const filesOf = () => ({
      schemaText: readFixture(real.folder, `${real.baseName}.json`),
      codeListsText: readFixture(real.folder, `${real.baseName}-afdCodelists.json`),
      rulesText: readFixture(real.folder, `${real.baseName}-validationRules.json`),
    });

    it.each(real.samples)('%s: names the known afdDefinitionVersion mistake and nothing else; corrected, nothing', (sample) => {
      const files = filesOf();
      const text = readFixture(real.folder, sample);
      const checked = checkJsonMessage(files, text);
      if (!checked.ok) throw new Error(checked.problem);
      expect(checked.findings).toEqual([
        { kind: 'schema', path: 'commonFunctional[0].afdDefinitionVersion', message: "De waarde moet '001.04' zijn.", source: 'const' },
        // So the one commonFunctional item is not one of its kind: the list misses it.
        { kind: 'schema', path: 'commonFunctional', message: 'De lijst moet minstens 1 en hoogstens 1 entiteiten van de gevraagde soort bevatten.', source: 'contains' },
      ]);

      const fixed = JSON.parse(text) as { commonFunctional: { afdDefinitionVersion: string }[] };
      fixed.commonFunctional[0]!.afdDefinitionVersion = '001.04';
      expect(checkJsonMessage(files, JSON.stringify(fixed))).toEqual({ ok: true, findings: [] });
    });
  });
});
