import { randomBytes } from 'node:crypto';
import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, htmlPage, pageContentSecurityPolicy } from './html-page.ts';

// Pages oidc-provider renders itself (through its configuration hooks), in Dutch.

/** Explanations for the errors a user can actually run into; the rest gets the general text. */
const errorExplanations: Record<string, string> = {
  invalid_request: 'De aanvraag om in te loggen is ongeldig. Ga terug naar het portaal en probeer het opnieuw.',
  invalid_client: 'De toepassing die u wilt gebruiken is hier niet bekend.',
  invalid_redirect_uri: 'De toepassing vraagt een terugkeeradres dat hier niet is toegestaan.',
  access_denied: 'Inloggen is geweigerd of afgebroken.',
  session_not_found: 'Uw inlogsessie is verlopen. Ga terug naar het portaal en probeer het opnieuw.',
  invalid_scope: 'De toepassing vraagt rechten die hier niet bestaan.',
};
const generalExplanation = 'Er ging iets mis bij het inloggen. Ga terug naar het portaal en probeer het opnieuw.';

/** An error page: a Dutch explanation, and the technical code for whoever helps the user. */
export function renderErrorPage(errorCode: string | undefined, portalUrl: string): string {
  const explanation = (errorCode && errorExplanations[errorCode]) || generalExplanation;
  const technical = errorCode ? `<p><small>Foutcode: <code>${escapeHtml(errorCode)}</code></small></p>` : '';
  return htmlPage({
    title: 'Inloggen mislukt',
    body: `<h1>Inloggen mislukt</h1>
<p>${escapeHtml(explanation)}</p>
${technical}
<p><a href="${escapeHtml(portalUrl)}">Naar het portaal</a></p>`,
  });
}

/** oidc-provider's `renderError`. */
export function renderProviderError(portalUrl: string) {
  return async (ctx: KoaContextWithOIDC, out: ErrorOut): Promise<void> => {
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', pageContentSecurityPolicy());
    ctx.body = renderErrorPage(out.error, portalUrl);
  };
}

/**
 * oidc-provider's `logoutSource`: signs out at once, without a confirmation question. The
 * provider's form carries its anti-forgery token; a script submits it with logout=yes (end the
 * whole provider session). Without JavaScript the user presses the button.
 */
export async function autoSubmittingLogout(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const nonce = randomBytes(16).toString('base64');
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', pageContentSecurityPolicy(nonce));
  ctx.body = htmlPage({
    title: 'Uitloggen',
    body: `<h1>Uitloggen</h1>
<p>U wordt uitgelogd.</p>
${form}
<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Uitloggen</button></noscript>
<script nonce="${nonce}">
  var form = document.getElementById('op.logoutForm');
  var logout = document.createElement('input');
  logout.type = 'hidden'; logout.name = 'logout'; logout.value = 'yes';
  form.appendChild(logout);
  form.submit();
</script>`,
  });
}

/** oidc-provider's `postLogoutSuccessSource`: shown when the client named no address to return to. */
export function signedOutPage(portalUrl: string) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', pageContentSecurityPolicy());
    ctx.body = htmlPage({
      title: 'Uitgelogd',
      body: `<h1>U bent uitgelogd</h1>
<p><a href="${escapeHtml(portalUrl)}">Naar het portaal</a></p>`,
    });
  };
}
