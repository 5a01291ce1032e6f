import { Checkbox, CloseButton, Group, ScrollArea, Stack, Switch, TextInput } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { definitionPageTexts as texts } from './definition-page-texts';
import { useAttributeSelectionForm, type AttributeSelectionFormOptions } from './use-attribute-selection-form';

export type AttributeSelectionModalProps = AttributeSelectionFormOptions;

/** 'Wijzig attribuutselectie' (001 §2): sort alphabetically, filter, clear, a checkbox per attribute, Opslaan, Annuleren. */
export function AttributeSelectionModal(props: AttributeSelectionModalProps) {
  const { entity, onClose } = props;
  const { api, ticked, tick, shown, filter, setFilter, sorted, setSorted } = useAttributeSelectionForm(props);
  const title = `${texts.changeAttributeSelection}: ${entity.name}`;

  return (
    <FocusReturningModal opened onClose={onClose} title={title} size="lg">
      <Stack>
        {/* The filter stays outside the form: Enter in it saves nothing. */}
        <Group align="end">
          <TextInput
            label={texts.filter}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            style={{ flex: 1 }}
            rightSection={filter ? <CloseButton aria-label={texts.clear} onClick={() => setFilter('')} /> : null}
          />
          <Switch label={texts.sortAlphabetically} checked={sorted} onChange={(event) => setSorted(event.currentTarget.checked)} />
        </Group>
        <FormElement api={api} aria-label={title}>
          <Stack>
            <ScrollArea.Autosize mah={300}>
              <Stack gap={6} role="group" aria-label={texts.attributes}>
                {shown.map((attribute) => (
                  <Checkbox
                    key={attribute.path}
                    label={attribute.isRequired ? `${attribute.name} (verplicht)` : attribute.name}
                    description={attribute.description || undefined}
                    checked={ticked[attribute.path] ?? false}
                    disabled={attribute.isRequired}
                    onChange={(event) => tick(attribute.path, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <FormModalActions api={api} onCancel={onClose}>
              {texts.save}
            </FormModalActions>
          </Stack>
        </FormElement>
      </Stack>
    </FocusReturningModal>
  );
}
