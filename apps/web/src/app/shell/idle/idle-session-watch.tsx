import { useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { readIdleTimeouts } from '@/lib/idle-timeouts';
import { IdleDialog } from './idle-dialog';
import { useActivityTimeout } from './use-activity-timeout';

/** Watches for inactivity while signed in (spec 000 §4): starts at sign-in, stops at sign-out. */
export function IdleSessionWatch() {
  const auth = useAuth();
  return auth.isAuthenticated ? <SignedInIdleWatch /> : null;
}

type Phase = 'watching' | 'warning' | 'signing-out';

function SignedInIdleWatch() {
  const [timeouts] = useState(() => readIdleTimeouts());
  const [phase, setPhase] = useState<Phase>('watching');
  const signOut = useSignOut();

  useActivityTimeout(timeouts.idleSeconds * 1_000, phase === 'watching', () => setPhase('warning'));

  const endSession = () => {
    // 'Uitloggen' and the countdown's end may coincide; sign out once.
    setPhase('signing-out');
    void signOut();
  };

  return phase === 'warning' ? (
    <IdleDialog
      idleSeconds={timeouts.idleSeconds}
      countdownSeconds={timeouts.countdownSeconds}
      onContinue={() => setPhase('watching')}
      onSignOut={endSession}
    />
  ) : null;
}
