import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setAccessTokenSource } from '@/lib/auth/access-token';

// Screens are lazy chunks: the first lookup in a file waits for the chunk to load, which takes
// longer than testing-library's 1 s default on a busy build machine (CI runs suites side by side);
// a clean-clone run once took over 5 s for the definition list's first lookup, and 13 s while other
// work shared the two cores (each module a screen imports is transformed on first use). A
// bound on waiting, not a measure of speed: a lookup that finds its element returns at once.
// Tests take this bound rather than passing a shorter `timeout` (a 5 s one failed a clean-clone run).
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks the layout APIs Mantine touches (media queries, resize observation, scrolling).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  // Mantine keeps toasts in a module-level store; one test's toasts must not leak into the next.
  act(() => cleanNotifications());
  window.localStorage.clear();
  setAccessTokenSource(() => Promise.resolve(null));
  vi.useRealTimers();
  vi.restoreAllMocks();
});
