import { classifySubsetImport, SUBSET_FORMAT_MESSAGE, type SubsetImport } from '@afd/afd/authoring';
import type { Codelist } from '@afd/contracts';
import { Button, Group, MultiSelect, Stack, Table, Textarea } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { definitionPageTexts as texts } from './definition-page-texts';
import { ModalActions } from './modal-actions';

export interface CodeListSubsetModalProps {
  attributeName: string;
  codeList: Codelist;
  selected: readonly string[];
  onSave: (subset: string[]) => void;
  onClose: () => void;
}

/**
 * 'Selecteer opties' (001 §2, §5): a multi-select over the code list's values, and a collapsible
 * 'Importeer subset' that takes semicolon-separated codes (a list with commas is refused whole) and reports Totaal, Succesvol,
 * Duplicaten and Niet bestaand. Nothing changes until Opslaan.
 */
export function CodeListSubsetModal({ attributeName, codeList, selected, onSave, onClose }: CodeListSubsetModalProps) {
  const [values, setValues] = useState<string[]>(() => [...selected]);
  const [importOpen, setImportOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [result, setResult] = useState<SubsetImport | null>(null);
  const codes = codeList.listItems.map((item) => item.value);

  const process = () => {
    const classified = classifySubsetImport(typed, codes, values);
    if (classified === null) {
      setFormatError(SUBSET_FORMAT_MESSAGE);
      setResult(null);
      return;
    }
    setFormatError(null);
    setResult(classified);
    setValues((current) => [...current, ...classified.successful]);
  };

  return (
    <FocusReturningModal opened onClose={onClose} title={`${texts.selectOptions}: ${attributeName}`} size="lg">
      <Stack>
        <MultiSelect
          label={`${texts.codeList} ${codeList.name}`}
          data={codeList.listItems.map((item) => ({ value: item.value, label: `${item.value} - ${item.label}` }))}
          value={values}
          onChange={setValues}
          searchable
          clearable
          maxDropdownHeight={250}
          hidePickedOptions
        />
        <Group>
          <Button variant="subtle" onClick={() => setImportOpen((open) => !open)} aria-expanded={importOpen}>
            {texts.importSubset}
          </Button>
        </Group>
        {importOpen ? (
          <Stack>
            <Textarea
              label={texts.importSubset}
              description="Codes gescheiden door een punt-komma, bijvoorbeeld 001;002;003"
              value={typed}
              onChange={(event) => {
                // The verdict was about the text as it was: a changed text clears it.
                setTyped(event.currentTarget.value);
                setFormatError(null);
              }}
              error={formatError}
              rows={3}
            />
            <Group>
              <Button variant="default" onClick={process} disabled={typed.trim() === ''}>
                {texts.process}
              </Button>
            </Group>
            {result ? (
              <Table aria-label="Resultaat import" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{texts.total}</Table.Th>
                    <Table.Th>{texts.successful}</Table.Th>
                    <Table.Th>{texts.duplicates}</Table.Th>
                    <Table.Th>{texts.nonexistent}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>{result.total}</Table.Td>
                    <Table.Td>{result.successful.length}</Table.Td>
                    <Table.Td title={result.duplicates.join('; ')}>{result.duplicates.length}</Table.Td>
                    <Table.Td title={result.nonexistent.join('; ')}>{result.nonexistent.length}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            ) : null}
          </Stack>
        ) : null}
        <ModalActions onCancel={onClose} onSave={() => onSave(values)} />
      </Stack>
    </FocusReturningModal>
  );
}
