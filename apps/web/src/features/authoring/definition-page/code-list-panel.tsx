import { isSubsetCodeListName, type AttributeChoice } from '@afd/afd/authoring';
import type { Codelist } from '@afd/contracts';
import { Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { definitionPageTexts as texts } from './definition-page-texts';

export interface CodeListPanelProps {
  codeListName: string;
  /** The list's values in the definition's library; undefined while loading or when it failed. */
  codeList: Codelist | undefined;
  choice: AttributeChoice;
  onChange: (choice: AttributeChoice) => void;
  onSelectSubset: () => void;
}

/**
 * 'Codelijst' (001 §2, §4, §8): 'Actuele codelijst' (follow the list as it changes) and 'Selecteer
 * subset codelijst' exclude each other; each says why it is off while the other is chosen, and a
 * subset list cannot be followed at all.
 */
export function CodeListPanel({ codeListName, codeList, choice, onChange, onSelectSubset }: CodeListPanelProps) {
  const subset = choice.codeListSubset ?? [];
  // A subset list (its name has an underscore, 001 §5) has no up-to-date version to follow.
  const subsetList = isSubsetCodeListName(codeListName);
  const upToDateDisabled = subsetList || subset.length > 0;
  const subsetDisabled = choice.useUpToDateCodeList;
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Text fw={600}>
          {texts.codeList} {codeListName}
        </Text>
        <Switch
          label={texts.upToDateCodeList}
          checked={choice.useUpToDateCodeList}
          disabled={upToDateDisabled}
          description={subsetList ? texts.upToDateUnavailable : subset.length > 0 ? texts.becauseSubsetSelected : undefined}
          onChange={(event) => onChange({ ...choice, useUpToDateCodeList: event.currentTarget.checked })}
        />
        <Group>
          <Button size="xs" variant="light" disabled={subsetDisabled || codeList === undefined} onClick={onSelectSubset}>
            {texts.selectSubset}
          </Button>
          {subset.length > 0 ? <Text size="sm">{`${subset.length} van ${codeList?.listItems.length ?? '?'} codes gekozen: ${subset.slice(0, 10).join(', ')}${subset.length > 10 ? ', …' : ''}`}</Text> : null}
        </Group>
        {subsetDisabled ? (
          <Text size="xs" c="dimmed">
            {texts.subsetUnavailable}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
