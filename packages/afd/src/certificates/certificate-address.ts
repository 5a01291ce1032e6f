import { normaliseKenmerk } from './kenmerk.ts';

// The public page of a certificate, as the enriched copy carries it and links point to it.

/** The page's path inside the portal. */
export function certificatePath(kenmerk: string): string {
  return `/certificaat/${encodeURIComponent(kenmerk)}`;
}

/**
 * The page's full address: the portal's public address (PUBLIC_URL) plus the path. Refuses an
 * address that is not plain http(s) or a kenmerk that is not one, so what goes into an XSD or
 * JSON text is always a well-formed URL without quotes, angle brackets or spaces.
 */
export function certificateAddress(publicUrl: string, kenmerk: string): string {
  const written = normaliseKenmerk(kenmerk);
  if (written !== kenmerk) throw new Error(`not a kenmerk: ${kenmerk}`);
  let base: URL;
  try {
    base = new URL(publicUrl);
  } catch {
    throw new Error(`not an address: ${publicUrl}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`not an http(s) address: ${publicUrl}`);
  if (base.search || base.hash) throw new Error(`a public address has no query or fragment: ${publicUrl}`);
  return `${base.href.replace(/\/$/, '')}${certificatePath(kenmerk)}`;
}

/** What an enriched copy carries of its certificate: the kenmerk and the page's address. */
export interface CertificateReference {
  kenmerk: string;
  address: string;
}

/** The reference to write into an enriched copy; see certificateAddress for what it refuses. */
export function certificateReference(publicUrl: string, kenmerk: string): CertificateReference {
  return { kenmerk, address: certificateAddress(publicUrl, kenmerk) };
}
