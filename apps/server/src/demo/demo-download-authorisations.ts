import { downloadEnabledList } from '@afd/afd';
import type { Tx } from '../db/client.ts';
import { downloadGrants, downloadRestrictions } from '../db/schema/index.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo download authorisation: the administrator's organisation has restricted downloads of its
// SUIV-tagged definitions (its screen shows a saved choice), the certifier's has not (its first
// save shows the 'Let op' warning).

export const demoRestrictingOrganisation = 'Zuiderlicht-Verzekeringen';
export const demoDownloadEnabled = ['Assurantiekantoor-Dijkstra'] as const;

export const seedDemoDownloadAuthorisations: DemoSeedPart = async (tx: Tx, { config, organisationIds }) => {
  const organisationId = organisationIds.get(demoRestrictingOrganisation);
  if (!organisationId) throw new Error(`Demo organisation ${demoRestrictingOrganisation} missing`);
  const enabled = downloadEnabledList({ owner: demoRestrictingOrganisation, selected: demoDownloadEnabled, standardsOrganisation: config.standardsOrganisation });
  const grantedIds = enabled.map((name) => {
    const id = organisationIds.get(name);
    if (!id) throw new Error(`Demo organisation ${name} missing`);
    return id;
  });
  await tx.insert(downloadRestrictions).values({ organisationId });
  await tx.insert(downloadGrants).values(grantedIds.map((grantedOrganisationId) => ({ organisationId, grantedOrganisationId })));
};
