import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { MailDispatcher } from './mail-dispatcher.ts';

// Ties the dispatcher to the app's life, like the upload purge: it starts when the app is ready
// and stops (awaiting a send in progress) when the app closes, which graceful shutdown does before
// it closes the database. Registered by server.ts only: tests and tools that build the app do not
// send mail behind their back.

export interface MailDispatchOptions {
  config: Pick<AppConfig, 'mail'>;
  database: Database;
}

const mailDispatch: FastifyPluginAsync<MailDispatchOptions> = async (app, { config, database }) => {
  const dispatcher = new MailDispatcher({ database, mail: config.mail, log: app.log });
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', () => dispatcher.stop());
};

export default mailDispatch;
