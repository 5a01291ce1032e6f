import { Badge, Button, Table } from '@mantine/core';
import type { TreeRow } from './tree-rows';

export interface SnippetTreeTableProps {
  rows: readonly TreeRow[];
  selectedKey: string | null;
  onSelect: (row: TreeRow) => void;
}

/** 001 §2: the snippet table and the tree share these columns. */
export const snippetColumns = ['Entiteit', 'Naam', 'Versie', 'CombinatieProduct'] as const;

/**
 * The function's entity tree with the variant's snippets after their anchors (001 §2: columns
 * Entiteit, Naam, Versie, CombinatieProduct), one row per node, indented by depth (a snippet as
 * far as its anchor: it is placed after it, on its level); a row is chosen with the button on its entity.
 */
export function SnippetTreeTable({ rows, selectedKey, onSelect }: SnippetTreeTableProps) {
  return (
    <Table aria-label="Entiteiten van de functie" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {snippetColumns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} bg={row.key === selectedKey ? 'var(--mantine-color-blue-light)' : undefined}>
            {/* A snippet has its anchor's depth: it stands beside the anchor, after it, not under it. */}
            <Table.Td style={{ paddingLeft: `${row.depth * 1.5 + 0.5}rem` }}>
              <Button variant="subtle" size="compact-sm" aria-pressed={row.key === selectedKey} onClick={() => onSelect(row)} title={row.description}>
                {row.entity}
              </Button>
              {row.isSnippet ? (
                <Badge ml="xs" size="sm" color="grape" variant="filled">
                  snippet
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.version}</Table.Td>
            <Table.Td>{row.combinationProduct}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
