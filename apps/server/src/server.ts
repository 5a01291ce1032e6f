import { pino, type Logger } from 'pino';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError, parentsDataDirLock } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemoData } from './demo/demo-seed.ts';
import { useDutchValidationMessages } from './http/dutch-validation-messages.ts';
import { logDestination } from './http/log-destination.ts';
import { loggerOptions } from './http/logger-options.ts';
import { installGracefulShutdown } from './http/graceful-shutdown.ts';
import mailDispatch from './mail/mail-dispatch-plugin.ts';
import schemaChangeFanOut from './modules/schema-change-notices/schema-change-fan-out-plugin.ts';
import { issueCertificatesForOldSchemas } from './startup/certificates-for-old-schemas.ts';
import { isPreparationProcess, prepareInOwnProcess } from './startup/prepare-in-own-process.ts';

// The process around the app: configuration, database, listening and an orderly end. Startup
// refusals (bad configuration, a data directory in use) print one Dutch message and exit 1,
// without a stack trace: they are the operator's to fix, not bugs. Migrations and the demo seed
// run in a child process of this same program before the server opens the database
// (startup/prepare-in-own-process.ts: the server then holds none of their memory).

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

/** The embedded database's lock, taken before anything else touches the data directory. */
function lockDataDirOrRefuse(config: AppConfig): DataDirLock | undefined {
  if (config.database.kind !== 'pglite') return undefined;
  try {
    return acquireDataDirLock(config.database.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) refuseToStart(error.message);
    throw error;
  }
}

/** Logged by the child when its preparation fails, and by the server when the child cannot start. */
const preparationFailed = 'Voorbereiden van de database mislukt';

/** The child's part (prepare-in-own-process.ts): migrate, seed and certify old schemas under the parent's lock (on PostgreSQL under an advisory lock), then exit. */
async function prepareAndExit(config: AppConfig, log: Logger): Promise<never> {
  try {
    const heldLock = config.database.kind === 'pglite' ? parentsDataDirLock(config.database.dataDir) : undefined;
    const database = await openDatabase(config.database, { heldLock });
    try {
      await database.migrate();
      if (config.seedDemoData) await seedDemoData(database.db, config, (line) => log.info(line));
      // Schemas certified before certificates existed get one, once (ADR 0060).
      const old = await issueCertificatesForOldSchemas(database.db);
      if (old.issued > 0) log.info(`${old.issued} eerder gecertificeerde schema's kregen bij de upgrade een certificaat`);
      if (old.skipped.length > 0) log.warn({ skipped: old.skipped }, `${old.skipped.length} gecertificeerde schema's zonder certificaat konden er geen krijgen`);
    } finally {
      await database.close();
    }
  } catch (error) {
    log.fatal({ err: error }, preparationFailed);
    process.exit(1);
  }
  process.exit(0);
}

async function main(): Promise<void> {
  useDutchValidationMessages();
  const config = loadConfigOrRefuse();
  const log = pino(loggerOptions(config), logDestination());
  if (isPreparationProcess()) await prepareAndExit(config, log);

  const lock = lockDataDirOrRefuse(config);
  const prepared = await prepareInOwnProcess().catch((error: unknown) => {
    log.fatal({ err: error }, preparationFailed);
    return 1;
  });
  if (prepared !== 0) {
    lock?.release();
    process.exit(1);
  }
  const database = await openDatabase(config.database, { heldLock: lock });
  try {
    const app = await buildApp({ config, database });
    // Only the server process sends mail; the dispatcher stops with the app, before the database closes.
    await app.register(mailDispatch, { config, database });
    // Notices of change to the organisations that downloaded a schema (issue 32), into the outbox.
    await app.register(schemaChangeFanOut, { database, publicUrl: config.publicUrl });
    installGracefulShutdown({ app, database, log, timeoutMs: config.shutdownTimeoutMs });
    const address = await app.listen({ host: config.host, port: config.port });
    log.info({ address, publicUrl: config.publicUrl }, `Portaal bereikbaar op ${config.publicUrl} (luistert op ${address})`);
    // For a supervising parent (`npm start`, scripts/supervise.mjs): from here on an exit is a crash, not a refusal to start.
    process.send?.({ portal: 'listening', address });
  } catch (error) {
    log.fatal({ err: error }, 'Starten mislukt');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();
