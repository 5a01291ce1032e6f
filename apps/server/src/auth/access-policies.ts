import type { Access } from './access.ts';

// The role policies routes declare as their `access` (access.ts), named once: which roles a route
// needs is read here, not spelled out again in every route file. A route with its own rule on
// what the path names (an organisation, a definition) declares that as its `scope` besides.

/** Any role: validator, certifier or administrator (composing definitions, validating, a baseline package). */
export const roleHolders = { anyRole: ['administrator', 'certifier', 'validator'] } as const satisfies Access;

/** Certifiers and administrators (certifying, publishing, managing an organisation's schemas). */
export const certifiers = { anyRole: ['administrator', 'certifier'] } as const satisfies Access;

/** Administrators only (reference data, baselines, users, the audit log). */
export const administrators = { anyRole: ['administrator'] } as const satisfies Access;
