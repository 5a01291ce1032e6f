import type { Codelist } from '@afd/contracts';
import { Box, Button, Group, MultiSelect, Stack, Table } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormTextarea } from '@/components/form/form-fields';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { definitionPageTexts as texts } from './definition-page-texts';
import { useCodeListSubsetForm, type CodeListSubsetFormOptions } from './use-code-list-subset-form';

export interface CodeListSubsetModalProps extends CodeListSubsetFormOptions {
  attributeName: string;
  codeList: Codelist;
}

/**
 * 'Selecteer opties' (001 §2, §5): a multi-select over the code list's values, and a collapsible
 * 'Importeer subset' that takes semicolon-separated codes (a list with commas is refused whole) and reports Totaal, Succesvol,
 * Duplicaten and Niet bestaand. Nothing changes until Opslaan.
 */
export function CodeListSubsetModal(props: CodeListSubsetModalProps) {
  const { attributeName, codeList, onClose } = props;
  const { api, subset, choose, canProcess, process, result, importOpen, toggleImport } = useCodeListSubsetForm(props);
  const title = `${texts.selectOptions}: ${attributeName}`;

  return (
    <FocusReturningModal opened onClose={onClose} title={title} size="lg">
      <FormElement api={api} aria-label={title}>
        <Stack>
          {/* Enter in the search picks an option or does nothing; it never saves the form. */}
          <Box
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.defaultPrevented) event.preventDefault();
            }}
          >
            <MultiSelect
              label={`${texts.codeList} ${codeList.name}`}
              data={codeList.listItems.map((item) => ({ value: item.value, label: `${item.value} - ${item.label}` }))}
              value={subset}
              onChange={choose}
              searchable
              clearable
              maxDropdownHeight={250}
              hidePickedOptions
            />
          </Box>
          <Group>
            <Button variant="subtle" onClick={toggleImport} aria-expanded={importOpen}>
              {texts.importSubset}
            </Button>
          </Group>
          {importOpen ? (
            <Stack>
              <FormTextarea control={api.form.control} name="importText" label={texts.importSubset} description="Codes gescheiden door een punt-komma, bijvoorbeeld 001;002;003" rows={3} />
              <Group>
                <Button variant="default" onClick={process} disabled={!canProcess}>
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
          <FormModalActions api={api} onCancel={onClose}>
            {texts.save}
          </FormModalActions>
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}
