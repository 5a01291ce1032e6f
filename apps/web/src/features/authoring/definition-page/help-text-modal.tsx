import { Stack, Textarea } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { definitionPageTexts as texts } from './definition-page-texts';
import { ModalActions } from './modal-actions';

const HELP_TEXT_MAX = 10_000;

/** 'Eigen omschrijving' (001 §2): the organisation's own help text of an attribute; empty removes it. */
export function HelpTextModal({ attributeName, helpText, onSave, onClose }: { attributeName: string; helpText: string | null; onSave: (text: string | null) => void; onClose: () => void }) {
  const [typed, setTyped] = useState(helpText ?? '');
  const next = typed.trim() === '' ? null : typed;
  return (
    <FocusReturningModal opened onClose={onClose} title={`${texts.ownDescription}: ${attributeName}`} size="lg">
      <Stack>
        <Textarea label={texts.ownDescription} rows={5} maxLength={HELP_TEXT_MAX} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
        <ModalActions onCancel={onClose} onSave={() => onSave(next)} saveDisabled={next === helpText} />
      </Stack>
    </FocusReturningModal>
  );
}
