// Settings the web app needs before its first call, decided by the server's configuration and
// written into the page it serves: one source of truth, no build per deployment, no extra request.

export interface WebRuntimeSettings {
  /** The standards body's organisation (the spec's `{product}`), as STANDARDS_ORGANISATION says. */
  standardsOrganisation: string;
}

/** The `<meta>` name the web app reads (apps/web/src/lib/config.ts). */
export const standardsOrganisationMetaName = 'afd-standards-organisation';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html with the runtime settings as meta tags at the end of its head. */
export function withRuntimeSettings(indexHtml: string, settings: WebRuntimeSettings): string {
  const meta = `<meta name="${standardsOrganisationMetaName}" content="${escapeAttribute(settings.standardsOrganisation)}" />`;
  return indexHtml.includes('</head>') ? indexHtml.replace('</head>', `  ${meta}\n  </head>`) : `${meta}\n${indexHtml}`;
}
