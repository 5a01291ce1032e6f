import { useState } from 'react';

interface PendingQuestion {
  message: string;
  usages: readonly string[];
  answer: (confirmed: boolean) => void;
}

/**
 * A confirmation that a flow can await: `await confirm(question, usages)` opens the spec's
 * dialog (Bevestiging, Ja/Nee, with where the item is used) and resolves with the answer.
 */
export function useConfirmation() {
  const [pending, setPending] = useState<PendingQuestion | null>(null);

  const confirm = (message: string, usages: readonly string[]) =>
    new Promise<boolean>((resolve) => setPending({ message, usages, answer: resolve }));

  const answer = (confirmed: boolean) => {
    pending?.answer(confirmed);
    setPending(null);
  };

  const dialogProps = {
    opened: pending !== null,
    message: pending?.message ?? '',
    usages: pending?.usages ?? [],
    onConfirm: () => answer(true),
    onCancel: () => answer(false),
  };
  return { confirm, dialogProps };
}
