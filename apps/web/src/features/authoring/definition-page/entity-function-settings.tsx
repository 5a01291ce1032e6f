import { entityOccursIn, entityPresenceOf, withEntityOccurs, withEntityPresence, type EntityChoice } from '@afd/afd/authoring';
import type { OutlineEntity } from '@afd/contracts';
import { List, NumberInput, Stack, Table, Text } from '@mantine/core';
import { definitionPageTexts as texts } from './definition-page-texts';
import { NoActiveFunctions, PresenceControl } from './presence-table';

export interface EntityFunctionSettingsProps {
  entity: Pick<OutlineEntity, 'name' | 'minOccurs' | 'maxOccurs'>;
  functionNames: readonly string[];
  choice: EntityChoice;
  onChange: (choice: EntityChoice) => void;
  /** What the choices mean beyond what they say (a V entity below an O parent), one line each. */
  notes?: readonly string[];
}

const showMax = (value: number | 'unbounded') => (value === 'unbounded' ? 'onbeperkt' : String(value));

/**
 * Per switched-on function the entity's presence, V, O or N, with its minimum and maximum count (ADR 0056,
 * our addition: the spec gives an entity only 'entityMaxOccurs'). N is a maximum of 0; V a minimum
 * of 1 or more; never above the baseline's maximum, a required entity never below its minimum
 * (only V). An empty count keeps the baseline's.
 */
export function EntityFunctionSettings({ entity, functionNames, choice, onChange, notes = [] }: EntityFunctionSettingsProps) {
  const ceiling = entity.maxOccurs === 'unbounded' ? undefined : entity.maxOccurs;
  const required = entity.minOccurs > 0;
  const countInput = { size: 'xs', min: entity.minOccurs, allowDecimal: false, allowNegative: false, clampBehavior: 'strict' } as const;
  if (functionNames.length === 0) return <NoActiveFunctions />;
  return (
    <Stack gap="xs">
      <Table aria-label={`${texts.entityPresence}: ${entity.name}`} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.function}</Table.Th>
            <Table.Th>{texts.condition}</Table.Th>
            <Table.Th>{`${texts.minPerFunction} (baseline ${entity.minOccurs})`}</Table.Th>
            <Table.Th>{`${texts.maxPerFunction} (baseline ${entity.minOccurs}..${showMax(entity.maxOccurs)})`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {functionNames.map((functionName) => {
            const occurs = entityOccursIn(entity, choice, functionName);
            const presence = entityPresenceOf(occurs);
            const excluded = presence === 'N';
            const setCounts = (minOccurs: number, maxOccurs: number | 'unbounded') => onChange(withEntityOccurs(entity, choice, functionName, { minOccurs, maxOccurs }));
            return (
              <Table.Tr key={functionName}>
                <Table.Td>{functionName}</Table.Td>
                <Table.Td>
                  <PresenceControl functionName={functionName} presence={presence} disabled={required} onChange={(value) => onChange(withEntityPresence(entity, choice, functionName, value))} />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    {...countInput}
                    aria-label={`${texts.minPerFunction} ${functionName}`}
                    placeholder={String(entity.minOccurs)}
                    max={occurs.maxOccurs === 'unbounded' ? undefined : occurs.maxOccurs}
                    disabled={excluded}
                    value={choice.minOccursByFunction?.[functionName] ?? ''}
                    onChange={(typed) => setCounts(typed === '' ? entity.minOccurs : Number(typed), occurs.maxOccurs)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    {...countInput}
                    aria-label={`${texts.maxPerFunction} ${functionName}`}
                    placeholder={showMax(entity.maxOccurs)}
                    max={ceiling}
                    value={choice.maxOccursByFunction[functionName] === undefined || occurs.maxOccurs === 'unbounded' ? '' : occurs.maxOccurs}
                    onChange={(typed) => {
                      const maxOccurs = typed === '' ? entity.maxOccurs : Number(typed);
                      // A maximum below the minimum takes the minimum down with it (never below the baseline's); 0 is N.
                      const minOccurs = maxOccurs === 'unbounded' ? occurs.minOccurs : Math.max(entity.minOccurs, Math.min(occurs.minOccurs, maxOccurs));
                      setCounts(minOccurs, maxOccurs);
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
      {notes.length > 0 ? (
        <List size="sm" c="dimmed" aria-label={texts.entityNotes}>
          {notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
