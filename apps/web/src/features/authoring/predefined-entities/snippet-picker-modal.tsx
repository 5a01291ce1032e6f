import type { SnippetInfo } from '@afd/contracts';
import { Button, Stack, Table, Text } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { predefinedEntityTexts as texts } from './predefined-entity-texts';
import { snippetColumns } from './snippet-tree-table';

export interface SnippetPickerModalProps {
  /** The entity after which the snippet will be placed, on its level. */
  anchorLabel: string;
  snippets: readonly SnippetInfo[];
  onPick: (snippet: SnippetInfo) => void;
  onClose: () => void;
}

/** The snippets that fit the function (001 §2: columns Entiteit, Naam, Versie, CombinatieProduct); one is picked. */
export function SnippetPickerModal({ anchorLabel, snippets, onPick, onClose }: SnippetPickerModalProps) {
  return (
    <FocusReturningModal opened onClose={onClose} title={texts.pickSnippet} size="xl">
      <Stack>
        <Text size="sm">{texts.placedAfter(anchorLabel)}</Text>
        <Table aria-label="Voorgedefinieerde entiteiten om te kiezen" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {snippetColumns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
              <Table.Th>Actie</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {snippets.map((snippet) => (
              <Table.Tr key={snippet.snippetId}>
                <Table.Td>{snippet.snippetEntityType ? `${snippet.snippetEntity}-${snippet.snippetEntityType}` : snippet.snippetEntity}</Table.Td>
                <Table.Td>{snippet.snippetName}</Table.Td>
                <Table.Td>{snippet.snippetVersion}</Table.Td>
                <Table.Td>{snippet.combinationProductAfdDefinition ?? ''}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => onPick(snippet)} aria-label={`Kies ${snippet.snippetName} ${snippet.snippetVersion}`}>
                    Kies
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </FocusReturningModal>
  );
}
