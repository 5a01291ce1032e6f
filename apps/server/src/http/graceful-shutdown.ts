import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';

export interface ShutdownTargets {
  app: FastifyInstance;
  database: Database;
  log: Logger;
  /** How long in-flight requests may take before their connections are cut. */
  timeoutMs: number;
}

// On SIGTERM (orchestrators, `docker stop`) or SIGINT (Ctrl+C): stop accepting connections, let
// requests in flight finish, then close the database. Closing the database last matters: it
// releases the PGlite data-dir lock, and no request may find it closed mid-transaction.
// An unhandled rejection or exception leaves the process in an unknown state, so it is logged
// and the process ends the same orderly way, with exit code 1.

/** Installs the signal and crash handlers that end the process in order. */
export function installGracefulShutdown({ app, database, log, timeoutMs }: ShutdownTargets): void {
  let shuttingDown = false;

  async function shutdown(reason: string, exitCode: number): Promise<void> {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info(`Afsluiten (${reason}): lopende verzoeken worden afgerond.`);
    const forceTimer = setTimeout(() => {
      log.warn(`Verzoeken na ${timeoutMs} ms nog niet afgerond; verbindingen worden verbroken.`);
      app.server.closeAllConnections();
    }, timeoutMs);
    let code = exitCode;
    try {
      await app.close();
    } catch (error) {
      log.error({ err: error }, 'Fout bij het sluiten van de HTTP-server');
      code = 1;
    } finally {
      clearTimeout(forceTimer);
    }
    try {
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'Fout bij het sluiten van de database');
      code = 1;
    }
    log.info('Afgesloten.');
    process.exit(code);
  }

  process.once('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.once('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'Onafgehandelde promise-afwijzing');
    void shutdown('onafgehandelde fout', 1);
  });
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'Onafgehandelde uitzondering');
    void shutdown('onafgehandelde fout', 1);
  });
}
