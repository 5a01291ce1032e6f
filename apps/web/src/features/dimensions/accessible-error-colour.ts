import type { CSSProperties } from 'react';

// Mantine's light error red (red 6) is below WCAG AA contrast on white for field messages and
// the invalid input's text (axe: color-contrast); red 9 passes. The custom property cascades to
// every field of the form it is set on. Belongs in the app theme (ui-provider); then this goes.
export const accessibleErrorColour = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;
