import type { JWTPayload } from 'jose';

/** What a token says about a person; used only to create the record at a first sign-in. */
export interface IdentityProfile {
  subject: string;
  email: string | null;
  initials: string | null;
  prefix: string | null;
  surname: string | null;
  /** Organisation name the identity provider asserts (spec 000 §3 identity claims). */
  organisationName: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** 'Jan Pieter' -> 'J.P.'; Dutch initials when the provider sends a given name but no initials. */
function initialsOf(givenName: string): string {
  return givenName
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => `${part.charAt(0).toUpperCase()}.`)
    .join('');
}

/**
 * Reads the profile from the claims. E-mail comes from `email` or, as Azure AD B2C sends it, the
 * first of `emails`; the other names are the spec's identity claims with OIDC fallbacks.
 */
export function profileFromClaims(subject: string, claims: JWTPayload): IdentityProfile {
  const emails = Array.isArray(claims.emails) ? claims.emails : [];
  const givenName = text(claims.given_name);
  return {
    subject,
    email: text(claims.email) ?? text(emails[0]),
    initials: text(claims.initials) ?? (givenName ? initialsOf(givenName) : null),
    prefix: text(claims.prefix),
    surname: text(claims.family_name),
    organisationName: text(claims.organisation) ?? text(claims.organization),
  };
}
