import type { LoggerOptions } from 'pino';
import type { AppConfig } from '../config.ts';

/** Pino options of the server: level from the configuration; credentials never reach the log. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[verborgen]',
    },
  };
}
