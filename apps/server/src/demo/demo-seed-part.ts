import type { AppConfig } from '../config.ts';
import type { Tx } from '../db/client.ts';

// What a part of the demo data gets: it runs inside the demo seed's single transaction, after the
// organisations and accounts exist (demo-seed-parts.ts lists the parts in their order).

export interface DemoSeedContext {
  config: AppConfig;
  /** Organisation ids by name: the standards body and the demo member organisations. */
  organisationIds: ReadonlyMap<string, string>;
}

export type DemoSeedPart = (tx: Tx, context: DemoSeedContext) => Promise<void>;
