import { Stack } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormTextarea } from '@/components/form/form-fields';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { definitionPageTexts as texts } from './definition-page-texts';
import { HELP_TEXT_MAX, useHelpTextForm, type HelpTextFormOptions } from './use-help-text-form';

export interface HelpTextModalProps extends HelpTextFormOptions {
  attributeName: string;
}

/** 'Eigen omschrijving' (001 §2): the organisation's own help text of an attribute; empty removes it. */
export function HelpTextModal(props: HelpTextModalProps) {
  const { attributeName, onClose } = props;
  const { api, unchanged } = useHelpTextForm(props);
  const title = `${texts.ownDescription}: ${attributeName}`;
  return (
    <FocusReturningModal opened onClose={onClose} title={title} size="lg">
      <FormElement api={api} aria-label={title}>
        <Stack>
          <FormTextarea control={api.form.control} name="text" label={texts.ownDescription} rows={5} maxLength={HELP_TEXT_MAX} />
          <FormModalActions api={api} disabled={unchanged} onCancel={onClose}>
            {texts.save}
          </FormModalActions>
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}
