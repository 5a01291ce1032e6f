import type { AttributeChoice, Presence } from '@afd/afd/authoring';
import { SegmentedControl, Table, Text } from '@mantine/core';
import { definitionPageTexts as texts } from './definition-page-texts';

const presences: Presence[] = ['V', 'O', 'N'];

/** V, O or N in one function ('Conditie <functie>'): a radio group, arrows move between the three. Attributes and (ADR 0056) entities. */
export function PresenceControl({ functionName, presence, disabled, onChange }: { functionName: string; presence: Presence; disabled: boolean; onChange: (presence: Presence) => void }) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={`${texts.condition} ${functionName}`}
      value={presence}
      disabled={disabled}
      data={presences.map((value) => ({ value, label: <span title={texts.presence[value]}>{value}</span> }))}
      onChange={(value) => onChange(value as Presence)}
    />
  );
}

export interface PresenceTableProps {
  attributeName: string;
  functionNames: readonly string[];
  isRequired: boolean;
  choice: AttributeChoice;
  onChange: (choice: AttributeChoice) => void;
}

/** 'Gebruik binnen functie' (001 §2, §4): per switched-on function V, O or N (default N); a baseline-required attribute only V. */
export function PresenceTable({ attributeName, functionNames, isRequired, choice, onChange }: PresenceTableProps) {
  if (functionNames.length === 0) return <NoActiveFunctions />;
  return (
    <Table aria-label={`${texts.usageInFunction}: ${attributeName}`} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{texts.function}</Table.Th>
          <Table.Th>{texts.condition}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {functionNames.map((functionName) => {
          const presence: Presence = isRequired ? 'V' : (choice.presenceByFunction[functionName] ?? 'N');
          return (
            <Table.Tr key={functionName}>
              <Table.Td>{functionName}</Table.Td>
              <Table.Td>
                <PresenceControl
                  functionName={functionName}
                  presence={presence}
                  disabled={isRequired}
                  onChange={(value) => {
                    const presenceByFunction = { ...choice.presenceByFunction };
                    if (value === 'N') delete presenceByFunction[functionName];
                    else presenceByFunction[functionName] = value;
                    onChange({ ...choice, presenceByFunction });
                  }}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Said where per-function choices would be, when no function is switched on. */
export function NoActiveFunctions() {
  return (
    <Text size="sm" c="dimmed">
      {texts.noActiveFunctions}
    </Text>
  );
}
