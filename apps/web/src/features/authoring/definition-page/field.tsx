import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A read-only value with its label, as the attribute panels show the baseline's facts. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
