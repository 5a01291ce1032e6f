import { valueRangeProblems, type ValueRules } from '@afd/afd/authoring';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { definitionPageTexts as texts } from './definition-page-texts';

export interface ValueRangeModalProps {
  attributeName: string;
  rules: ValueRules;
  minimum: string | null;
  maximum: string | null;
  onSave: (range: { minimum: string | null; maximum: string | null }) => void;
  onClose: () => void;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** 'Waardebeperking' (AFD 1.0, 001 §5): Minimum and Maximum in the attribute's format, minimum not above maximum; empty is 'Onbepaald'. */
export function ValueRangeModal({ attributeName, rules, minimum, maximum, onSave, onClose }: ValueRangeModalProps) {
  const [typedMinimum, setTypedMinimum] = useState(minimum ?? '');
  const [typedMaximum, setTypedMaximum] = useState(maximum ?? '');
  const problems = valueRangeProblems(rules, orNull(typedMinimum), orNull(typedMaximum));
  const valid = Object.keys(problems).length === 0;
  const unchanged = orNull(typedMinimum) === minimum && orNull(typedMaximum) === maximum;
  return (
    <FocusReturningModal opened onClose={onClose} title={`${texts.valueRange}: ${attributeName}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          onSave({ minimum: orNull(typedMinimum), maximum: orNull(typedMaximum) });
          onClose();
        }}
      >
        <Stack>
          {rules.format ? <Text size="sm">Formaat: {rules.format}</Text> : null}
          <TextInput label={texts.minimum} placeholder={texts.undetermined} value={typedMinimum} onChange={(event) => setTypedMinimum(event.currentTarget.value)} error={problems.minimum} />
          <TextInput label={texts.maximum} placeholder={texts.undetermined} value={typedMaximum} onChange={(event) => setTypedMaximum(event.currentTarget.value)} error={problems.maximum} />
          {problems.range ? (
            <Text c="red" size="sm" role="alert">
              {problems.range}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={!valid || unchanged}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </FocusReturningModal>
  );
}
