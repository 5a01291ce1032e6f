import type { DemoAccount } from './demo-accounts.ts';
import { escapeHtml, htmlPage } from './html-page.ts';
import { throttledText } from './sign-in-throttle-policy.ts';

export const loginTexts = {
  title: 'Inloggen',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  submit: 'Inloggen',
  failed: 'Onbekend e-mailadres of onjuist wachtwoord.',
  demoAccounts: 'Demo-accounts',
} as const;

export interface LoginPageOptions {
  /** Where the form posts: the interaction's own login URL (its uid ties the post to the sign-in). */
  action: string;
  /** Name of the standards body, shown under the title. */
  organisationName: string;
  /** The address typed before a failed attempt, so the user only retypes the password. */
  email?: string;
  failed?: boolean;
  /** Set while failed attempts hold this sign-in back: the page says how long to wait. */
  throttledSeconds?: number | undefined;
  /** Listed with their passwords when the database holds the demo data; otherwise null. */
  demoAccounts: readonly DemoAccount[] | null;
}

function demoAccountsTable(accounts: readonly DemoAccount[]): string {
  const rows = accounts
    .map(
      (account) =>
        `<tr><td>${escapeHtml(account.description)}</td><td>${escapeHtml(account.email)}</td><td><code>${escapeHtml(account.password)}</code></td></tr>`,
    )
    .join('\n');
  return `<section aria-labelledby="demo-accounts-title">
<table>
<caption id="demo-accounts-title">${loginTexts.demoAccounts}</caption>
<thead><tr><th scope="col">Rol</th><th scope="col">${loginTexts.email}</th><th scope="col">${loginTexts.password}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

/** The embedded provider's sign-in page. */
export function renderLoginPage(options: LoginPageOptions): string {
  const message = options.throttledSeconds ? throttledText(options.throttledSeconds) : loginTexts.failed;
  const error = options.failed ? `<p id="login-error" class="error" role="alert">${message}</p>` : '';
  const invalid = options.failed ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const body = `<h1>${loginTexts.title}</h1>
<p>Portaal voor berichtschema's van ${escapeHtml(options.organisationName)}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${loginTexts.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${invalid}${options.failed ? '' : ' autofocus'}>
<label for="password">${loginTexts.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${options.failed ? ' autofocus' : ''}>
<button type="submit">${loginTexts.submit}</button>
</form>
${options.demoAccounts ? demoAccountsTable(options.demoAccounts) : ''}`;
  return htmlPage({ title: `${loginTexts.title} – ${options.organisationName}`, body });
}
