import { parsePredefinedEntitiesFile } from '@afd/afd';
import { demoPredefinedEntitiesFileText } from '@afd/afd/demo';
import { storeBlob } from '../db/blob-store.ts';
import type { Tx } from '../db/client.ts';
import { insertSet } from '../modules/predefined-entities/predefined-entities.repository.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo data: the demo set of predefined entities, stored as if an administrator had uploaded the
// demo file (through the same check), so the screen and the authoring lists show something.

export const seedDemoPredefinedEntities: DemoSeedPart = async (tx: Tx) => {
  const content = new TextEncoder().encode(demoPredefinedEntitiesFileText());
  const parsed = parsePredefinedEntitiesFile(content, 'voorgedefinieerde-entiteiten.json');
  if (!parsed.ok) throw new Error(`Demo predefined entities refused: ${parsed.error.message}`);
  const file = await storeBlob(tx, content, 'application/json');
  await insertSet(tx, { snippets: parsed.snippets, contentBlobId: file.id, uploadedByUserId: null });
};
