import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { organisations } from '../../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { bearer, createTokenIssuer, insertTestUser } from './tokens.ts';

// The callers every route is tried with (issue: "a role matrix — anonymous, inactive,
// valideerder, certificeerder, beheerder, another organisation — with the expected status").
// All signed-in actors belong to `ownOrganisation`, except `otherCertifier`.

export const actors = ['anonymous', 'inactive', 'validator', 'certifier', 'administrator', 'otherCertifier'] as const;
export type Actor = (typeof actors)[number];

export interface RoleMatrix {
  ownOrganisation: { id: string; name: string };
  otherOrganisation: { id: string; name: string };
  /** Headers to send as this actor ({} for anonymous). */
  headers(actor: Actor): Record<string, string>;
  /** Injects the request as this actor. */
  as(actor: Actor, request: InjectOptions): Promise<LightMyRequestResponse>;
  /** The status each actor gets for this request, to compare with an expected table. */
  statuses(request: InjectOptions | (() => InjectOptions)): Promise<Record<Actor, number>>;
  userIdOf(actor: Exclude<Actor, 'anonymous'>): string;
}

/** Creates two organisations and a user per actor in the test app's database. */
export async function createRoleMatrix(testApp: TestApp, names = { own: 'Eigen-Verzekeraar', other: 'Andere-Verzekeraar' }): Promise<RoleMatrix> {
  const { database } = testApp;
  const [own, other] = await database.db
    .insert(organisations)
    .values([{ name: names.own }, { name: names.other }])
    .returning({ id: organisations.id, name: organisations.name });
  if (!own || !other) throw new Error('organisations not written');
  const tokens = await createTokenIssuer(testApp);

  const specs: Record<Exclude<Actor, 'anonymous'>, Parameters<typeof insertTestUser>[1]> = {
    inactive: { role: 'B', actief: false, koatActief: false, organisationId: own.id },
    validator: { role: 'V', actief: true, organisationId: own.id },
    certifier: { role: 'C', actief: true, organisationId: own.id },
    administrator: { role: 'B', actief: true, organisationId: own.id },
    otherCertifier: { role: 'C', actief: true, organisationId: other.id },
  };
  const headers: Partial<Record<Actor, Record<string, string>>> = { anonymous: {} };
  const userIds: Partial<Record<Actor, string>> = {};
  for (const [actor, fields] of Object.entries(specs) as [Exclude<Actor, 'anonymous'>, (typeof specs)[keyof typeof specs]][]) {
    const { userId, subject } = await insertTestUser(database, { ...fields, email: `${actor.toLowerCase()}@matrix.example` });
    userIds[actor] = userId;
    headers[actor] = bearer(await tokens.valid(subject));
  }

  const as = (actor: Actor, request: InjectOptions) =>
    testApp.app.inject({ ...request, headers: { ...request.headers, ...headers[actor] } });

  return {
    ownOrganisation: own,
    otherOrganisation: other,
    headers: (actor) => headers[actor] ?? {},
    as,
    async statuses(request) {
      const result = {} as Record<Actor, number>;
      for (const actor of actors) {
        const options = typeof request === 'function' ? request() : request;
        result[actor] = (await as(actor, options)).statusCode;
      }
      return result;
    },
    userIdOf: (actor) => {
      const id = userIds[actor];
      if (!id) throw new Error(`no user for ${actor}`);
      return id;
    },
  };
}
