import { pino, type Logger } from 'pino';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemoData } from './demo/demo-seed.ts';
import { useDutchValidationMessages } from './http/dutch-validation-messages.ts';
import { logDestination } from './http/log-destination.ts';
import { loggerOptions } from './http/logger-options.ts';
import { installGracefulShutdown } from './http/graceful-shutdown.ts';
import mailDispatch from './mail/mail-dispatch-plugin.ts';

// The process around the app: configuration, database, listening and an orderly end. Startup
// refusals (bad configuration, a data directory in use) print one Dutch message and exit 1,
// without a stack trace: they are the operator's to fix, not bugs.

// The bundle (dist/server.js) ships a source map; stack traces in the log then name .ts lines.
process.setSourceMapsEnabled(true);

function refuseToStart(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function loadConfigOrRefuse(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error.message);
    throw error;
  }
}

async function openDatabaseOrRefuse(config: AppConfig): Promise<Database> {
  try {
    return await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) refuseToStart(error.message);
    throw error;
  }
}

async function prepareDatabase(database: Database, config: AppConfig, log: Logger): Promise<void> {
  await database.migrate();
  if (config.seedDemoData) await seedDemoData(database.db, config, (line) => log.info(line));
}

async function main(): Promise<void> {
  useDutchValidationMessages();
  const config = loadConfigOrRefuse();
  const log = pino(loggerOptions(config), logDestination());
  const database = await openDatabaseOrRefuse(config);
  try {
    await prepareDatabase(database, config, log);
    const app = await buildApp({ config, database });
    // Only the server process sends mail; the dispatcher stops with the app, before the database closes.
    await app.register(mailDispatch, { config, database });
    installGracefulShutdown({ app, database, log, timeoutMs: config.shutdownTimeoutMs });
    const address = await app.listen({ host: config.host, port: config.port });
    log.info({ address, publicUrl: config.publicUrl }, `Portaal bereikbaar op ${config.publicUrl} (luistert op ${address})`);
  } catch (error) {
    log.fatal({ err: error }, 'Starten mislukt');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();
