import type { AttributeChoice } from '@afd/afd/authoring';
import type { TreeEntity } from '@afd/contracts';
import { Checkbox, CloseButton, Group, ScrollArea, Stack, Switch, TextInput } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useMemo, useState } from 'react';
import { definitionPageTexts as texts } from './definition-page-texts';
import { ModalActions } from './modal-actions';

export interface AttributeSelectionModalProps {
  entity: Pick<TreeEntity, 'name' | 'attributes'>;
  choiceOf: (path: string) => AttributeChoice;
  /** The new selection per attribute path (required attributes are always in). */
  onSave: (selected: Record<string, boolean>) => void;
  onClose: () => void;
}

const dutch = new Intl.Collator('nl-NL', { sensitivity: 'base' });

/** 'Wijzig attribuutselectie' (001 §2): sort alphabetically, filter, clear, a checkbox per attribute, Opslaan, Annuleren. */
export function AttributeSelectionModal({ entity, choiceOf, onSave, onClose }: AttributeSelectionModalProps) {
  const [ticked, setTicked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(entity.attributes.map((attribute) => [attribute.path, attribute.isRequired || choiceOf(attribute.path).selected])),
  );
  const [sorted, setSorted] = useState(false);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase('nl-NL');
    const matching = entity.attributes.filter((attribute) => needle === '' || `${attribute.name} ${attribute.description}`.toLocaleLowerCase('nl-NL').includes(needle));
    return sorted ? [...matching].sort((a, b) => dutch.compare(a.name, b.name)) : matching;
  }, [entity.attributes, filter, sorted]);

  return (
    <FocusReturningModal opened onClose={onClose} title={`${texts.changeAttributeSelection}: ${entity.name}`} size="lg">
      <Stack>
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
        <ScrollArea.Autosize mah={300}>
          <Stack gap={6} role="group" aria-label={texts.attributes}>
            {shown.map((attribute) => (
              <Checkbox
                key={attribute.path}
                label={attribute.isRequired ? `${attribute.name} (verplicht)` : attribute.name}
                description={attribute.description || undefined}
                checked={ticked[attribute.path] ?? false}
                disabled={attribute.isRequired}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setTicked((current) => ({ ...current, [attribute.path]: checked }));
                }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <ModalActions onCancel={onClose} onSave={() => onSave(ticked)} />
      </Stack>
    </FocusReturningModal>
  );
}
