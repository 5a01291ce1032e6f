import type { EntityChoice } from '@afd/afd/authoring';
import type { TreeEntity } from '@afd/contracts';
import { NumberInput, Table, Text } from '@mantine/core';
import { definitionPageTexts as texts } from './definition-page-texts';

export interface EntityFunctionSettingsProps {
  entity: TreeEntity;
  functionNames: readonly string[];
  choice: EntityChoice;
  onChange: (choice: EntityChoice) => void;
}

const showMax = (value: number | 'unbounded') => (value === 'unbounded' ? 'onbeperkt' : String(value));

/**
 * Per function how often the entity may occur (001 §3 'entityMaxOccurs'): 0 excludes it there,
 * never above the baseline's maximum, and a required entity not below its minimum. Empty keeps
 * the baseline's maximum.
 */
export function EntityFunctionSettings({ entity, functionNames, choice, onChange }: EntityFunctionSettingsProps) {
  const ceiling = entity.maxOccurs === 'unbounded' ? undefined : entity.maxOccurs;
  return (
    <Table aria-label={`${texts.maxPerFunction}: ${entity.name}`} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{texts.function}</Table.Th>
          <Table.Th>{`${texts.maxPerFunction} (baseline ${entity.minOccurs}..${showMax(entity.maxOccurs)})`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {functionNames.map((functionName) => {
          const value = choice.maxOccursByFunction[functionName];
          const excluded = value !== undefined && value !== 'unbounded' && value <= 0;
          return (
            <Table.Tr key={functionName}>
              <Table.Td>{functionName}</Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  aria-label={`${texts.maxPerFunction} ${functionName}`}
                  placeholder={showMax(entity.maxOccurs)}
                  min={entity.minOccurs}
                  max={ceiling}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={value === undefined || value === 'unbounded' ? '' : value}
                  onChange={(typed) => {
                    const maxOccursByFunction = { ...choice.maxOccursByFunction };
                    if (typed === '' || typed === entity.maxOccurs) delete maxOccursByFunction[functionName];
                    else maxOccursByFunction[functionName] = Number(typed);
                    onChange({ ...choice, maxOccursByFunction });
                  }}
                  rightSection={
                    excluded ? (
                      <Text size="xs" c="dimmed" pr={4}>
                        {texts.excluded}
                      </Text>
                    ) : null
                  }
                  rightSectionWidth={excluded ? 80 : undefined}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
