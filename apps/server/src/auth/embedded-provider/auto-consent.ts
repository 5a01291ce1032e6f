import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';

// The portal's web app is the provider's only client and part of the portal itself, so asking
// the user to consent to it would be a question without meaning: consent is granted for exactly
// what the request asked (the prompt's missing scopes, claims and API scopes).

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The consent result for our own client, or null when the interaction is for another client. */
export async function autoConsent(provider: Provider, interaction: Interaction, ownClientId: string): Promise<InteractionResults | null> {
  const { prompt, params, session, grantId } = interaction;
  if (params.client_id !== ownClientId || !session) return null;

  const grant = (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: session.accountId, clientId: ownClientId });
  const missingScopes = stringList(prompt.details.missingOIDCScope);
  if (missingScopes.length > 0) grant.addOIDCScope(missingScopes.join(' '));
  const missingClaims = stringList(prompt.details.missingOIDCClaims);
  if (missingClaims.length > 0) grant.addOIDCClaims(missingClaims);
  const missingResourceScopes = prompt.details.missingResourceScopes;
  if (missingResourceScopes && typeof missingResourceScopes === 'object') {
    for (const [indicator, scopes] of Object.entries(missingResourceScopes)) {
      grant.addResourceScope(indicator, stringList(scopes).join(' '));
    }
  }
  return { consent: { grantId: await grant.save() } };
}
