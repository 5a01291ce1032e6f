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

// Stop accepting connections, let requests in flight finish (up to the timeout), then close the
// database. The database closes last: no request may find it closed mid-transaction, and closing
// it releases the PGlite data-dir lock for the next process.

/** Closes the server and then the database; resolves to the exit code (0, or 1 if closing failed). */
export async function closeGracefully({ app, database, log, timeoutMs }: ShutdownTargets): Promise<number> {
  // server.close() only closes the keep-alive connections idle at that moment; a connection whose
  // request finishes later would hold the close open until the timeout. Close those as they idle.
  const idleSweeper = setInterval(() => app.server.closeIdleConnections(), 50);
  const forceTimer = setTimeout(() => {
    log.warn(`Verzoeken na ${timeoutMs} ms nog niet afgerond; verbindingen worden verbroken.`);
    app.server.closeAllConnections();
  }, timeoutMs);
  let exitCode = 0;
  try {
    await app.close();
  } catch (error) {
    log.error({ err: error }, 'Fout bij het sluiten van de HTTP-server');
    exitCode = 1;
  } finally {
    clearInterval(idleSweeper);
    clearTimeout(forceTimer);
  }
  try {
    await database.close();
  } catch (error) {
    log.error({ err: error }, 'Fout bij het sluiten van de database');
    exitCode = 1;
  }
  return exitCode;
}

/**
 * Ends the process in order on SIGTERM (orchestrators, `docker stop`) or SIGINT (Ctrl+C). An
 * unhandled rejection or exception leaves the process in an unknown state: it is logged and the
 * process ends the same orderly way, with exit code 1.
 */
export function installGracefulShutdown(targets: ShutdownTargets): void {
  let shuttingDown = false;
  async function shutdown(reason: string, failed: boolean): Promise<void> {
    if (shuttingDown) return;
    shuttingDown = true;
    targets.log.info(`Afsluiten (${reason}): lopende verzoeken worden afgerond.`);
    const exitCode = await closeGracefully(targets);
    targets.log.info('Afgesloten.');
    process.exit(failed ? 1 : exitCode);
  }

  process.once('SIGTERM', () => void shutdown('SIGTERM', false));
  process.once('SIGINT', () => void shutdown('SIGINT', false));
  process.on('unhandledRejection', (reason) => {
    targets.log.fatal({ err: reason }, 'Onafgehandelde promise-afwijzing');
    void shutdown('onafgehandelde fout', true);
  });
  process.on('uncaughtException', (error) => {
    targets.log.fatal({ err: error }, 'Onafgehandelde uitzondering');
    void shutdown('onafgehandelde fout', true);
  });
}
