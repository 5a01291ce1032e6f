import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { runOnInterval } from '../../jobs/interval-task.ts';
import { fanOutSchemaChanges } from './schema-change-fan-out.ts';

// Runs the fan-out of notices of change on a timer while the server is up (like the upload purge
// and the mail dispatcher): every instance does, and the fan-out itself makes each notice once
// (schema-change-fan-out.ts, ADR 0069). Registered by server.ts only: tests and tools that build
// the app do not queue mail behind their back; they call fanOutSchemaChanges themselves.

/** How often each instance looks for changes to tell of; a notice waits at most this long for its turn. */
export const DEFAULT_FAN_OUT_INTERVAL_MS = 5_000;

export interface FanOutTimerOptions {
  database: Database;
  publicUrl: string;
  intervalMs?: number;
}

const schemaChangeFanOut: FastifyPluginAsync<FanOutTimerOptions> = async (app, { database, publicUrl, intervalMs = DEFAULT_FAN_OUT_INTERVAL_MS }) => {
  runOnInterval(app, intervalMs, () =>
    fanOutSchemaChanges(database.db, { publicUrl })
      .then((result) => {
        if (result.events > 0) app.log.info(result, 'Berichten over gewijzigde schema’s in de outbox gezet');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Berichten over gewijzigde schema’s klaarzetten mislukt; volgende keer opnieuw')),
  );
};

export default schemaChangeFanOut;
