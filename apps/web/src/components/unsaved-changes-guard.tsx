import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const UNSAVED_CHANGES_TEXT =
  'De gemaakte wijzigingen zijn nog niet opgeslagen. Weet u zeker dat u dit scherm wilt verlaten?';

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation through the router's
 * blocker (with the spec's confirmation), reloads and tab closes through the browser's own prompt.
 * After a successful save, clear `when` before navigating away (e.g. navigate in the mutation's
 * onSuccess after resetting the form), or the blocker still sees the old dirty state.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      message={UNSAVED_CHANGES_TEXT}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
