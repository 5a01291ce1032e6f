import { describe, expect, it } from 'vitest';
import { renderLoginPage } from './login-page.ts';

describe('login page', () => {
  it('lists no demo accounts when the database holds no demo data', () => {
    const html = renderLoginPage({ action: '/oidc/interaction/abc/login', organisationName: 'SIVI', demoAccounts: null });
    expect(html).not.toContain('<table');
    expect(html).not.toContain('Demo-');
  });

  it('escapes what the user typed', () => {
    const html = renderLoginPage({
      action: '/oidc/interaction/abc/login',
      organisationName: 'SIVI',
      demoAccounts: null,
      failed: true,
      email: '"><script>alert(1)</script>',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('ties the error to the inputs for screen readers', () => {
    const html = renderLoginPage({ action: '/x', organisationName: 'SIVI', demoAccounts: null, failed: true, email: 'a@b.nl' });
    expect(html).toMatch(/<input id="email"[^>]*aria-invalid="true" aria-describedby="login-error"/);
  });
});
