import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { formatDuration } from '@/lib/durations';

export interface IdleDialogProps {
  /** How long the user has been idle when the dialog opens. */
  idleSeconds: number;
  countdownSeconds: number;
  onContinue: () => void;
  onSignOut: () => void;
}

/**
 * 'U bent inactief' with a logout countdown. Static: no close button, Escape and clicks
 * outside do nothing; only 'Doorgaan' or 'Uitloggen' (or the countdown) end it.
 * Mounted only while shown, so each opening starts a fresh countdown.
 */
export function IdleDialog({ idleSeconds, countdownSeconds, onContinue, onSignOut }: IdleDialogProps) {
  const [openedAt] = useState(Date.now);
  const [now, setNow] = useState(openedAt);
  // Measured from timestamps, not by counting ticks: background tabs throttle timers.
  const remaining = Math.max(0, countdownSeconds - Math.floor((now - openedAt) / 1_000));
  const expire = useEffectEvent(onSignOut);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    if (remaining === 0) expire();
  }, [remaining]);

  return (
    <Modal
      opened
      onClose={() => undefined}
      title="U bent inactief"
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
    >
      <Stack>
        <Text>U bent langer {formatDuration(idleSeconds)} inactief.</Text>
        <Text aria-live="polite" data-testid="idle-countdown">
          U wordt over {formatDuration(remaining)} automatisch uitgelogd.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onSignOut}>
            Uitloggen
          </Button>
          <Button onClick={onContinue} data-autofocus>
            Doorgaan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
