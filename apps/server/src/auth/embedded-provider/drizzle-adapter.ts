import { and, eq, isNull, lt, or, gt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/index.ts';

// oidc-provider's storage (sessions, interactions, grants, codes, tokens) in PostgreSQL, so that a
// sign-in survives a restart and any instance behind a load balancer can continue it. One table
// for every kind; the provider calls one adapter per kind ('Session', 'AccessToken', ...).

/** Rows stay findable this long past their expiry, like the provider's own clock tolerance. */
const EXPIRY_GRACE_MS = 15_000;

function notExpired() {
  return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date(Date.now() - EXPIRY_GRACE_MS)));
}

class DrizzleAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      // A saved model is a new version of the record; the provider never re-saves a consumed one.
      consumedAt: null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ kind: this.kind, id, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: columns });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // The provider calls this on each token kind's adapter in turn; each removes its own kind.
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.grantId, grantId)));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, this.kind), condition, notExpired()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** The adapter factory for the provider's configuration. */
export function drizzleAdapter(db: Db): (kind: string) => Adapter {
  return (kind) => new DrizzleAdapter(db, kind);
}

/** Deletes rows that expired; the provider never reads them again. */
export async function pruneExpiredPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date(Date.now() - EXPIRY_GRACE_MS)));
}
