// The embedded provider's few server-rendered pages (login, sign-out, errors) share this frame:
// Dutch, readable without the web app's styles, usable with keyboard and screen reader.

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; line-height: 1.5; }
  main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.6rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: .55rem; border: 1px solid #6b7280; border-radius: 4px; }
  input:focus, button:focus, a:focus { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  button { margin-top: 1.5rem; font-size: 1rem; padding: .6rem 1.4rem; border: 0; border-radius: 4px;
           background: #1d4ed8; color: #fff; cursor: pointer; }
  .error { color: #b91c1c; font-weight: 600; }
  table { border-collapse: collapse; width: 100%; margin-top: .5rem; font-size: .9rem; }
  caption { text-align: left; font-weight: 600; }
  th, td { text-align: left; padding: .3rem .4rem; border-bottom: 1px solid #d1d5db; }
  section { margin-top: 2rem; }
`;

export interface HtmlPageOptions {
  title: string;
  /** Already escaped HTML. */
  body: string;
}

/** A complete Dutch HTML document. */
export function htmlPage({ title, body }: HtmlPageOptions): string {
  return `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * Content-Security-Policy of these pages: no external resources, inline styles, scripts only by
 * nonce. No form-action: browsers apply it to the redirects after a post too, and sign-in ends
 * with a redirect to the web app, which may live on another origin (the Vite dev server).
 */
export function pageContentSecurityPolicy(scriptNonce?: string): string {
  const script = scriptNonce ? `'nonce-${scriptNonce}'` : `'none'`;
  return `default-src 'none'; style-src 'unsafe-inline'; script-src ${script}; frame-ancestors 'none'; base-uri 'none'`;
}
