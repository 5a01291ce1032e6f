/** The mark next to a schema that is an OpenAPI description, named for screen readers. */
export function OpenApiMark() {
  return (
    <svg role="img" aria-label="OpenAPI Description" width="16" height="16" viewBox="0 0 16 16" style={{ verticalAlign: 'middle', flexShrink: 0, marginTop: 3 }}>
      <title>OpenAPI Description</title>
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5 5.5 3 8l2 2.5M11 5.5 13 8l-2 2.5M9 4.5 7 11.5" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}
