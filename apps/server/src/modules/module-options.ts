import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What every API module is registered with: the validated configuration and the database. */
export interface ModuleOptions {
  config: AppConfig;
  database: Database;
}
