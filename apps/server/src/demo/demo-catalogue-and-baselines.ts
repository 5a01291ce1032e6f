import { catalogueResolverFromFiles, parseBaselineFile, parseCatalogueUpload } from '@afd/afd';
import { catalogueZip, demoAfd2BaselineSchemaText, demoAfd2CatalogueFiles, generateAfd1Corpus } from '@afd/afd/demo';
import { storeBlob } from '../db/blob-store.ts';
import { baselineLibraries, baselineSchemas, baselineSchemaXpathRules, datacatalogs, dimensions, xpathRules } from '../db/schema/index.ts';
import { readSafeZip } from '../http/safe-zip.ts';
import { isCombinationAllowed } from '../shared/combination-allowed.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo catalogue and baselines: the synthetic AFD 1.0 corpus' catalogue and the AFD 2.0 demo pair
// as one catalogue version (read by the same code as an upload), and the corpus' baselines on
// allowed keys of the demo reference data, with the corpus' XPath rules selected.

/** Where each demo baseline goes: the corpus' AFD 1.0 baselines by index, then the AFD 2.0 one. */
export const demoBaselineKeys = [
  { source: 'afd1', index: 0, key: { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' }, fileName: 'schade-contractbericht-particulier.xsd' },
  { source: 'afd1', index: 1, key: { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Zakelijk' }, fileName: 'schade-contractbericht-zakelijk.xsd' },
  { source: 'afd1', index: 2, key: { certificationArea: 'Schade', messageType: 'Schademelding', applicationArea: 'Particulier' }, fileName: 'schade-schademelding-particulier.xsd' },
  { source: 'afd2', index: 0, key: { certificationArea: 'Mobiliteit', messageType: 'Schademelding', applicationArea: 'Zakelijk en particulier' }, fileName: 'mobiliteit-schademelding.json' },
] as const;

/** Ids of the corpus' XPath rules (9 characters, as the client makes them). */
const corpusRuleId = (index: number) => `corpRule${index + 1}`;

export const seedDemoCatalogueAndBaselines: DemoSeedPart = async (tx) => {
  const corpus = generateAfd1Corpus();
  const afd2 = demoAfd2CatalogueFiles();
  const zip = catalogueZip({ ...corpus.catalogueFiles, 'datacat.json': afd2.datacatJson, 'codelist.json': afd2.codelistJson });
  const parsed = parseCatalogueUpload(readSafeZip(zip, 'demo-datacatalogus.zip'));
  if (!parsed.ok) throw new Error(`Demo catalogue does not parse: ${parsed.problems.join(' ')}`);
  const zipBlob = await storeBlob(tx, zip, 'application/zip');
  const [catalogue] = await tx
    .insert(datacatalogs)
    .values({ version: parsed.catalogue.version, catalogue: parsed.catalogue, xsdFiles: parsed.xsdFiles, zipBlobId: zipBlob.id })
    .returning({ id: datacatalogs.id });
  if (!catalogue) throw new Error('Demo catalogue not written');

  // The corpus' rules, unless a rule of that name exists already.
  const existingRules = await tx.select({ id: xpathRules.id, name: xpathRules.name }).from(xpathRules);
  const ruleIds = new Map(existingRules.map((rule) => [rule.name.toLowerCase(), rule.id]));
  for (const [index, rule] of corpus.xpathRules.entries()) {
    if (ruleIds.has(rule.name.toLowerCase())) continue;
    await tx.insert(xpathRules).values({ id: corpusRuleId(index), ...rule });
    ruleIds.set(rule.name.toLowerCase(), corpusRuleId(index));
  }

  const resolver = catalogueResolverFromFiles(parsed.xsdFiles);
  const allDimensions = await tx.select().from(dimensions);
  const idOf = (kind: 'certificationArea' | 'messageType' | 'applicationArea', name: string) => allDimensions.find((row) => row.kind === kind && row.name === name)?.id;
  for (const demo of demoBaselineKeys) {
    const afd1Baseline = demo.source === 'afd1' ? corpus.baselines[demo.index] : undefined;
    const text = afd1Baseline ? afd1Baseline.xsd : demoAfd2BaselineSchemaText();
    const key = {
      certificationAreaId: idOf('certificationArea', demo.key.certificationArea),
      messageTypeId: idOf('messageType', demo.key.messageType),
      applicationAreaId: idOf('applicationArea', demo.key.applicationArea),
    };
    if (!key.certificationAreaId || !key.messageTypeId || !key.applicationAreaId) continue;
    const ids = { certificationAreaId: key.certificationAreaId, messageTypeId: key.messageTypeId, applicationAreaId: key.applicationAreaId };
    if (!(await isCombinationAllowed(tx, ids))) continue;
    const content = new TextEncoder().encode(text);
    const afdVersion = demo.source === 'afd1' ? 1 : 2;
    const library = parseBaselineFile({ afdVersion, fileName: demo.fileName, content, catalogueResolver: resolver, codeLists: parsed.catalogue.codeLists });
    if (!library.ok) throw new Error(`Demo baseline ${demo.fileName} does not parse: ${library.messages.map((m) => m.description).join(' ')}`);
    const [baseline] = await tx.insert(baselineSchemas).values(ids).returning({ id: baselineSchemas.id });
    if (!baseline) throw new Error('Demo baseline not written');
    const blob = await storeBlob(tx, content, afdVersion === 1 ? 'application/xml' : 'application/schema+json');
    await tx.insert(baselineLibraries).values({
      baselineSchemaId: baseline.id,
      afdVersion,
      fileName: demo.fileName,
      contentBlobId: blob.id,
      library: library.library,
      datacatalogId: catalogue.id,
      datacatVersion: parsed.catalogue.version,
    });
    const selected = (afd1Baseline?.xpathRuleNames ?? []).flatMap((name) => {
      const id = ruleIds.get(name.toLowerCase());
      return id ? [{ baselineSchemaId: baseline.id, xpathRuleId: id }] : [];
    });
    if (selected.length > 0) await tx.insert(baselineSchemaXpathRules).values(selected);
  }
};
