import type { VersionCompatibility } from '@afd/afd';
import { afdAsBuilt } from './support/afd-as-built.ts';
import { reportGoal } from './support/goals.ts';
import { largeAfd1Schema } from './support/large-afd1-schema.ts';
import { measureSideBySide, medianRatioPerRun, ms, ratio } from './support/timing.ts';

// Compatibility between two versions of the large synthetic organisation schema (2,000 entities,
// 30,000 attributes, 5.7 MB; the one bench:certification certifies), the second changed in one
// place, next to the certification of that schema in the same run (issue 32, goal ≤ 2x).
// Compatibility is two certifications (each version against the other read as a baseline) plus
// building the counterexample and confirming it against both versions with libxml2; each version
// is read and compiled once per comparison. Certification gets its baseline library ready-made, as
// the portal does; compatibility makes each version's library from the file (its reading is kept
// per process, as certification keeps a baseline's, so runs after the first find it read).
// Both run the domain package as the portal bundles it (support/afd-as-built.ts).
// Run: npm run bench:compatibility -w bench   (BENCH_ENTITIES for a smaller corpus while trying)

const { certifyXsd, decideCompatibility } = await afdAsBuilt();
const runs = Number(process.env.BENCH_RUNS ?? 5);
const entities = Number(process.env.BENCH_ENTITIES ?? 2000);

const { corpus, catalogueResolver, baseline, organisationXsd, large, xpathRules } = largeAfd1Schema(entities);

// Version 1: the organisation schema bench:certification certifies. Version 2: the same, one
// optional element made required: old messages without it break.
const older = organisationXsd;
const optional = older.lastIndexOf(' minOccurs="0"');
if (optional < 0) throw new Error('the large schema has an optional element');
const newer = `${older.slice(0, optional)}${older.slice(optional + ' minOccurs="0"'.length)}`;

const certify = () => certifyXsd({ xsd: older, fileName: 'organisatie.xsd', baseline, baselineXsd: large.xsd, catalogueResolver, xpathRules });
const compare = () =>
  decideCompatibility({
    older: { fileName: 'versie-1.xsd', content: older },
    newer: { fileName: 'versie-2.xsd', content: newer },
    context: { afdVersion: 1, catalogueXsdFiles: corpus.catalogueFiles, catalogueResolver },
  });

const verdict = certify();
if (verdict.messages.some((message) => message.severity === 1) || verdict.manualValidation) {
  throw new Error(`the large organisation schema should certify: ${JSON.stringify(verdict.messages.slice(0, 3))}`);
}
const expectBreak = (result: VersionCompatibility) => {
  if (result.newAcceptedByOld.verdict !== 'compatibel' || result.oldAcceptedByNew.verdict !== 'niet-compatibel') {
    throw new Error(`expected old→new to break with a counterexample: ${JSON.stringify(result).slice(0, 2_000)}`);
  }
};
expectBreak(compare());

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`Schema ${mb(Buffer.byteLength(older))} in twee versies (één element verplicht gemaakt); ${runs} metingen om en om, mediaan.`);

// Run for run side by side, so that both see the same machine (see bench:certification).
const measured = await measureSideBySide([certify, compare], { runs });
const [certification, compatibility] = measured.map(({ median }) => median) as [number, number];

const line = (label: string, value: string) => console.log(`${label.padEnd(62)} ${value}`);
line('certifyXsd, checks 1-5 (één richting, bibliotheek klaar)', ms(certification));
line('decideCompatibility, beide richtingen + tegenvoorbeeld', ms(compatibility));
const times = medianRatioPerRun(measured[1]?.all ?? [], measured[0]?.all ?? []);
console.log(`Verhouding compatibiliteit / certificering (mediaan per meting): ${ratio(times)}`);
reportGoal({ goal: 'compatibiliteit / certificering van hetzelfde schema', measured: ratio(times), target: '≤ 2.00x', met: times <= 2 });
