import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { CloseButton, type CloseButtonProps, createTheme, type CSSVariablesResolver, MantineProvider, Menu, Modal, Notification } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// The toast outlet (Mantine's Notifications with its transition library, ~8 KB gzip) is nobody's
// first view: it loads when the first toast is raised, which waits in Mantine's store until the
// outlet mounts (bench:first-view: the register's JS ≤ 250 KB gzip).
const ToastOutlet = lazy(() => import('./toast-outlet.tsx'));

function ToastOutletOnFirstToast() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}

// Shade 8 of indigo on white keeps links and filled buttons above WCAG AA contrast (4.5:1);
// Mantine's default shade 6 falls just below it (the axe check in e2e guards this).
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 5 },
  components: {
    // Mantine puts a role="presentation" focus placeholder inside role="menu", which ARIA does
    // not allow there (axe: aria-required-children); the first item takes focus instead.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // Icon-only close buttons need a name for screen readers (axe: button-name).
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Sluiten' } as Partial<CloseButtonProps> }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Sluiten' } } }),
    // Mantine cuts a toast's title and text with an ellipsis; a server's reason (a list of schema
    // names) must be read whole, so long words wrap instead. Under a title Mantine greys the text
    // (gray 6, 3.3:1 on white); gray 7 passes (axe found it on a refused save's reason).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Sluiten' } },
      styles: (_theme, props) => ({
        title: { overflow: 'visible', overflowWrap: 'anywhere' },
        description: { overflow: 'visible', overflowWrap: 'anywhere', ...(props.title ? { color: 'var(--mantine-color-gray-7)' } : {}) },
      }),
    }),
  },
});

// Mantine's 'dimmed' text (gray 6) is below 4.5:1 on white; gray 7 is the lightest that passes.
// Red that carries text is red 9, which passes: the error colour (field messages, the invalid
// input's text), red outline buttons such as 'Verwijder' (red 8, the primary shade, just passes on
// white but not on striped or hovered table rows) and c="red" text. Features say plain 'red'.
// Text on a light tint (an Alert's title, light badges and buttons) uses the colour's 'light-color':
// green 8 on its tint is 3.2:1 and even green 9 only 4.0:1, so green gets a darker green of its own
// (5.6:1); blue 8 is 4.47:1 on its tint, blue 9 passes. Orange (warnings: a sync's losses, a
// function's repeatable entities) gets a dark orange for text on its tint (5.6:1) and behind white
// text on filled buttons (6.2:1); Mantine's orange 9 gives only 3.9:1 and 4.3:1.
const accessibleColours: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-green-light-color': '#237032',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-orange-light-color': '#a6420c',
    '--mantine-color-orange-filled': '#a6420c',
    '--mantine-color-orange-filled-hover': '#8f3809',
  },
  dark: {},
});

/**
 * Mantine with the portal's theme; toasts top-right (spec 000 §1). Shared by the app and tests;
 * tests pass env 'test', which turns off transitions and portals so menus open at once.
 */
export function UiProvider({ children, env = 'default' }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={accessibleColours}>
      <ToastOutletOnFirstToast />
      {children}
    </MantineProvider>
  );
}
