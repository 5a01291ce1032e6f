import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// How an instance hears that another one (or itself, or a job, or hand-written SQL) changed what
// its caches hold: triggers in the database send a notice on one channel at commit (migration
// 0013), every instance listens (ADR 0043). A cache may serve only while `live`: an instance that
// might miss a notice must not answer from memory.

/** What a notice is about: one per cache family. */
export type ChangeTopic = 'register' | 'principals';

const changeTopics: readonly ChangeTopic[] = ['register', 'principals'];

/** The channel the triggers of migration 0013 notify on. */
export const changeChannel = 'afd_changes';

/** The application_name of each instance's listening connection on PostgreSQL. */
export const changeNoticesApplicationName = 'afd-change-notices';

export interface ChangeNotices {
  /** True while every notice is known to reach this instance; caches serve from memory only then. */
  readonly live: boolean;
  /**
   * Whether every notice of a change committed before `since` (a `performance.now()` moment;
   * default: this call) has reached this instance (and its subscribers have run). `true` at once
   * where notices arrive in process, or where a round trip begun at or after `since` has already
   * answered; otherwise a round trip, shared by the calls that wait for the same one. `false`:
   * not live, serve nothing from memory.
   */
  caughtUp(since?: number): true | Promise<boolean>;
  /**
   * Calls `onChange` for each notice on the topic, and whenever `live` changes (a lost or
   * regained connection may have missed notices: everything may have changed). Answers an unsubscribe.
   */
  subscribe(topic: ChangeTopic, onChange: () => void): () => void;
  close(): Promise<void>;
}

/** Subscribers per topic, and the one call that tells a topic's (or every topic's) subscribers. */
function subscribers() {
  const byTopic = new Map<ChangeTopic, Set<() => void>>(changeTopics.map((topic) => [topic, new Set()]));
  return {
    add(topic: ChangeTopic, onChange: () => void) {
      byTopic.get(topic)?.add(onChange);
      return () => void byTopic.get(topic)?.delete(onChange);
    },
    tell(topic: string) {
      for (const onChange of byTopic.get(topic as ChangeTopic) ?? []) onChange();
    },
    tellAll() {
      for (const topic of changeTopics) this.tell(topic);
    },
  };
}

/**
 * PGlite: one process, one connection. Its `listen` callbacks run while the committing query's
 * answer is read, before that query resolves, so a cache is cleared before the change is seen
 * to have happened: the embedded engine is always live.
 */
export function pgliteChangeNotices(client: PGlite): ChangeNotices {
  const topics = subscribers();
  const listening = client.listen(changeChannel, (payload) => topics.tell(payload));
  return {
    live: true,
    caughtUp: () => true,
    subscribe: (topic, onChange) => topics.add(topic, onChange),
    close: async () => (await listening)(),
  };
}

export interface PostgresNoticeTiming {
  /** How long a catch-up round trip may take before the connection counts as lost. */
  roundTripTimeoutMs: number;
  /** Wait before connecting again after a loss. */
  reconnectMs: number;
}

const defaultTiming: PostgresNoticeTiming = { roundTripTimeoutMs: 2_000, reconnectMs: 1_000 };

/**
 * PostgreSQL: a dedicated connection (not from the pool: a pooled connection is handed to other
 * queries and would stop listening) that LISTENs on the channel. Live from the moment LISTEN has
 * answered until the connection errors, ends or a round trip times out; then not live, and it
 * connects again. Started on the first subscription, so a database nobody caches from holds no
 * extra connection.
 *
 * A notice reaches a listener a little after the commit, so another instance could answer from
 * memory in between. `caughtUp` closes that gap: a round trip on the listening connection. At
 * commit PostgreSQL signals the listening backends before it tells the committing client, and a
 * backend sends the notices it was signalled about before it answers ReadyForQuery (postgres.c),
 * so when the round trip returns, every notice of a change committed before it started has
 * been handled here. Requests that arrive while one round trip is out share the next one.
 */
export function postgresChangeNotices(url: string, timing: PostgresNoticeTiming = defaultTiming): ChangeNotices {
  const topics = subscribers();
  let client: pg.Client | null = null;
  let live = false;
  let started = false;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | null = null;
  let runningSince = 0;
  let queued: Promise<boolean> | null = null;
  /** When the last round trip that answered while live was sent: it proves every commit before. */
  let confirmedSince = Number.NEGATIVE_INFINITY;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    topics.tellAll();
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    setLive(false);
    lost.end().catch(() => undefined);
    if (!closed) reconnect = setTimeout(connect, timing.reconnectMs).unref();
  };

  const roundTrip = (): Promise<boolean> => {
    const current = client;
    if (!live || !current) return Promise.resolve(false);
    const sentAt = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        lose(current);
        resolve(false);
      }, timing.roundTripTimeoutMs).unref();
    });
    const answered = current.query('select 1').then(
      () => live && client === current,
      () => false,
    );
    const trip = Promise.race([answered, timedOut]).then((caughtUp) => {
      clearTimeout(timer);
      if (caughtUp) confirmedSince = Math.max(confirmedSince, sentAt);
      if (running === trip) running = null;
      return caughtUp;
    });
    running = trip;
    runningSince = sentAt;
    return trip;
  };

  async function connect(): Promise<void> {
    if (closed) return;
    // Named, so that an operator sees it in pg_stat_activity (and a test can cut it).
    const candidate = new pg.Client({ connectionString: url, keepAlive: true, application_name: changeNoticesApplicationName });
    candidate.on('notification', (message) => {
      if (message.channel === changeChannel) topics.tell(message.payload ?? '');
    });
    candidate.on('error', () => lose(candidate));
    candidate.on('end', () => lose(candidate));
    try {
      client = candidate;
      await candidate.connect();
      await candidate.query(`listen ${changeChannel}`);
      if (client === candidate && !closed) setLive(true);
    } catch {
      lose(candidate);
    }
  }

  return {
    get live() {
      return live;
    },
    caughtUp(since = performance.now()) {
      if (!live) return Promise.resolve(false);
      // One round trip answers for every call that began before it was sent: a request asks once
      // for its principal and its register column alike, and concurrent requests share one.
      if (confirmedSince >= since) return true;
      if (running && runningSince >= since) return running;
      // A round trip already out was sent before this call began: wait for the next one.
      if (queued) return queued;
      if (!running) return roundTrip();
      const next = running.then(() => {
        queued = null;
        return roundTrip();
      });
      queued = next;
      return next;
    },
    subscribe(topic, onChange) {
      if (!started) {
        started = true;
        void connect();
      }
      return topics.add(topic, onChange);
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      const current = client;
      client = null;
      live = false;
      await current?.end().catch(() => undefined);
    },
  };
}
