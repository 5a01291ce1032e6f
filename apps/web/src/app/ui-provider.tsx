import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

const theme = createTheme({ primaryColor: 'indigo' });

/**
 * Mantine with the portal's theme; toasts top-right (spec 000 §1). Shared by the app and tests;
 * tests pass env 'test', which turns off transitions and portals so menus open at once.
 */
export function UiProvider({ children, env = 'default' }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} env={env}>
      <ModalsProvider>
        <Notifications position="top-right" />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
