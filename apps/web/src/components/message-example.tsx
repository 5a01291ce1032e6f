import { Button, Text } from '@mantine/core';
import type { MessageExample as Example } from '@afd/contracts';
import { saveFile } from '@/lib/save-file';

/**
 * A refusal's example message (issue 18): a download of a message the organisation schema accepts
 * and the baseline refuses, or why there is none.
 */
export function MessageExample({ example, message }: { example: Example; message: string }) {
  if (example.kind === 'none') {
    return (
      <Text size="xs" c="dimmed" mt={4}>
        {example.reason}
      </Text>
    );
  }
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      mt={4}
      // Mantine's subtle hover (indigo 2) leaves the label (indigo 9) at 4.1:1, under WCAG AA's 4.5:1
      // (axe in e2e/tests/counterexample.spec.ts, with the pointer still on the button after the
      // download); indigo 0 keeps it at 6:1 and still shows the hover on a red error row.
      vars={() => ({ root: { '--button-hover': 'var(--mantine-color-indigo-0)' } })}
      // The row's message tells apart several downloads of the same name for screen readers.
      aria-label={`Voorbeeldbericht downloaden: ${message}`}
      onClick={() => saveFile(new Blob([example.content], { type: example.mediaType }), example.fileName)}
    >
      Voorbeeldbericht
    </Button>
  );
}
