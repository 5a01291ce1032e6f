import { Stack, Text } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormTextInput } from '@/components/form/form-fields';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { definitionPageTexts as texts } from './definition-page-texts';
import { useValueRangeForm, type ValueRangeFormOptions } from './use-value-range-form';

export interface ValueRangeModalProps extends ValueRangeFormOptions {
  attributeName: string;
}

/** 'Waardebeperking' (AFD 1.0, 001 §5): Minimum and Maximum in the attribute's format, minimum not above maximum; empty is 'Onbepaald'. */
export function ValueRangeModal(props: ValueRangeModalProps) {
  const { attributeName, rules, onClose } = props;
  const { api, unchanged, rangeProblem } = useValueRangeForm(props);
  const { control } = api.form;
  const title = `${texts.valueRange}: ${attributeName}`;
  return (
    <FocusReturningModal opened onClose={onClose} title={title}>
      <FormElement api={api} aria-label={title}>
        <Stack>
          {rules.format ? <Text size="sm">Formaat: {rules.format}</Text> : null}
          <FormTextInput control={control} name="minimum" label={texts.minimum} placeholder={texts.undetermined} />
          <FormTextInput control={control} name="maximum" label={texts.maximum} placeholder={texts.undetermined} />
          {rangeProblem ? (
            <Text c="red" size="sm" role="alert">
              {rangeProblem}
            </Text>
          ) : null}
          <FormModalActions api={api} untilValid disabled={unchanged} onCancel={onClose}>
            {texts.save}
          </FormModalActions>
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}
