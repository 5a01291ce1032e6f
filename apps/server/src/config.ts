import path from 'node:path';
import { z } from 'zod';

// The one place that reads process.env (lint forbids it elsewhere). Every setting is validated
// here so that a misconfigured process stops at start with a clear message, not later mid-request.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Interface to listen on. Default: loopback outside production, because the development sign-in
   * page lists the demo passwords; every interface in production (and so in the container).
   */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Public base URL of the portal, used for the embedded provider's issuer and redirect URIs. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL server; absent = embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Seed demo organisations and accounts into an empty database (default: on outside production). */
  SEED_DEMO_DATA: booleanFlag.optional(),
  /** Embedded OpenID provider; default on outside production, off in production unless set. */
  EMBEDDED_OIDC: booleanFlag.optional(),
  OIDC_AUTHORITY: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('afd-portal-web'),
  OIDC_REDIRECT_URI: z.url().optional(),
  /** Audience the API expects in access tokens. */
  OIDC_AUDIENCE: z.string().optional(),
  /** API scope template; `{env}` becomes 'localhost' or 'web' in the browser. */
  OIDC_API_SCOPE: z.string().default('api://afd-portal/{env}/user_impersonation'),
  /** Azure AD B2C policy name of the authority (e.g. B2C_1_signupsignin), when the provider is B2C. */
  OIDC_B2C_POLICY: z.string().optional(),
  /** Claim of the access token that identifies the user (B2C: oid; others: sub). */
  OIDC_SUBJECT_CLAIM: z.string().default('sub'),
  /**
   * Comma-separated feature flags. Absent: in the demo (demo data seeded, not production) every
   * flag whose feature exists (`demoFeatureFlags`), otherwise none. Given (even empty): exactly those.
   */
  FEATURE_FLAGS: z.string().optional(),
  STANDARDS_ORGANISATION: z.string().min(1).default('SIVI'),
  APPINSIGHTS_CONNECTION_STRING: z.string().optional(),
  /** Largest accepted request body (uploads), in bytes. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(50 * 1024 * 1024),
  /** Built web app to serve; absent when the directory does not exist (API-only). */
  WEB_DIST_DIR: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Behind a reverse proxy or load balancer: 'true' (trust all) or a comma-separated list of
   * proxy addresses/CIDRs. Decides which client address and protocol the log shows.
   */
  TRUST_PROXY: z.string().default('false'),
  /**
   * Outgoing mail server, e.g. smtp://user:password@mail.example.nl:587 (smtps:// for TLS).
   * Absent = notifications stay in the mail outbox, readable by administrators.
   */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL moet met smtp:// of smtps:// beginnen').optional(),
  /** Sender address of outgoing mail. */
  MAIL_FROM: z.string().default('AFD-portaal <noreply@afd-portaal.invalid>'),
  /** Worker threads for CPU-heavy checks (certification, revalidation, parsing); default: cores - 1, at least 1. */
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Longest a worker task (a certification, a catalogue or baseline parse) may run before its worker is replaced. */
  WORKER_TASK_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** A worker thread without a task this long is stopped, giving its memory back; the next task starts one. */
  WORKER_IDLE_MS: z.coerce.number().int().positive().default(30_000),
  /** Heap ceiling of each worker thread in MB: a task that needs more fails with a Dutch 422, the process goes on. */
  WORKER_MAX_MEMORY_MB: z.coerce.number().int().min(64).max(65_536).default(1024),
  /** How often an instance running a background job says it is still alive (ADR 0031). */
  JOB_HEARTBEAT_MS: z.coerce.number().int().min(100).default(5_000),
  /** A running job without a heartbeat this long lost its instance: it is retried or marked failed. */
  JOB_STALE_AFTER_MS: z.coerce.number().int().min(500).default(60_000),
  /**
   * A pause after each item (schema, definition) a report or Hervalideer checks; 0 = none. For
   * demonstrations and the Playwright journeys, which must see a run in progress and stop one on
   * the small demo data (ADR 0036). Never needed in production.
   */
  JOB_STEP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((address) => address.trim()).filter(Boolean);
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  seedDemoData: boolean;
  oidc: {
    embedded: boolean;
    authority: string;
    clientId: string;
    redirectUri: string;
    audience: string;
    apiScope: string;
    b2cPolicy: string | null;
    subjectClaim: string;
  };
  featureFlags: string[];
  standardsOrganisation: string;
  appInsightsConnectionString: string | null;
  uploadMaxBytes: number;
  webDistDir: string | null;
  shutdownTimeoutMs: number;
  trustProxy: boolean | string[];
  mail: { smtpUrl: string | null; from: string };
  /** Worker threads for CPU-heavy checks; null = one fewer than the cores, at least 1. */
  workerThreads: number | null;
  /** Longest a worker task may run; on expiry the worker is terminated and replaced. */
  workerTaskTimeoutMs: number;
  /** A worker thread idle this long is stopped. */
  workerIdleMs: number;
  /** Heap ceiling of each worker thread, in MB. */
  workerMaxMemoryMb: number;
  /** Durable background jobs: heartbeat interval, when a silent run counts as abandoned, and a pause per item (0 = none). */
  jobs: { heartbeatMs: number; staleAfterMs: number; stepDelayMs: number };
}

export class ConfigError extends Error {}

/**
 * The flags the demo switches on: every flag whose feature exists. AosOpenApi: the OpenAPI
 * description editor, its export and the register's filter; JsonSchema202012: generating AFD 2.0
 * schemas as JSON Schema draft 2020-12. AosCsvImport is left off: the CSV import has lapsed.
 */
export const demoFeatureFlags = ['AosOpenApi', 'JsonSchema202012'] as const;

/** Reads and validates the configuration from an environment (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Ongeldige configuratie:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const embedded = e.EMBEDDED_OIDC ?? !production;
  const seedDemoData = e.SEED_DEMO_DATA ?? !production;
  if (!embedded && !e.OIDC_AUTHORITY) {
    throw new ConfigError('Ongeldige configuratie:\n  OIDC_AUTHORITY: verplicht wanneer EMBEDDED_OIDC uit staat');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    seedDemoData,
    oidc: {
      embedded,
      authority: embedded ? `${publicUrl}/oidc` : (e.OIDC_AUTHORITY as string).replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      redirectUri: e.OIDC_REDIRECT_URI ?? `${publicUrl}/auth/callback`,
      audience: e.OIDC_AUDIENCE ?? e.OIDC_CLIENT_ID,
      apiScope: e.OIDC_API_SCOPE,
      b2cPolicy: e.OIDC_B2C_POLICY ?? null,
      subjectClaim: e.OIDC_SUBJECT_CLAIM,
    },
    featureFlags: e.FEATURE_FLAGS === undefined ? (seedDemoData && !production ? [...demoFeatureFlags] : []) : e.FEATURE_FLAGS.split(',').map((f) => f.trim()).filter(Boolean),
    standardsOrganisation: e.STANDARDS_ORGANISATION,
    appInsightsConnectionString: e.APPINSIGHTS_CONNECTION_STRING || null,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    workerThreads: e.WORKER_THREADS ?? null,
    workerTaskTimeoutMs: e.WORKER_TASK_TIMEOUT_MS,
    workerIdleMs: e.WORKER_IDLE_MS,
    workerMaxMemoryMb: e.WORKER_MAX_MEMORY_MB,
    jobs: { heartbeatMs: e.JOB_HEARTBEAT_MS, staleAfterMs: e.JOB_STALE_AFTER_MS, stepDelayMs: e.JOB_STEP_DELAY_MS },
  };
}
