import { NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

// One register column (organisations or baselines): a titled list of buttons, the chosen one
// marked with aria-current. Buttons, not links: choosing changes the page's query, and Tab,
// Enter and Space work as everywhere else.

export interface ChoiceItem {
  key: string;
  label: string;
}

interface ChoiceColumnProps {
  title: string;
  items: readonly ChoiceItem[];
  selected: string | null;
  onSelect: (key: string) => void;
  /** Shown instead of the list when there is nothing to choose. */
  emptyText: string;
}

export function ChoiceColumn({ title, items, selected, onSelect, emptyText }: ChoiceColumnProps) {
  const headingId = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 300, overflowY: 'auto' }}>
          {items.map((item) => (
            <li key={item.key}>
              <NavLink
                component="button"
                type="button"
                label={item.label}
                active={item.key === selected}
                // Filled: white on the primary colour keeps AA contrast, also under the pointer
                // (the light variant's hover tint drops the label below 4.5:1).
                variant="filled"
                aria-current={item.key === selected ? 'true' : undefined}
                onClick={() => onSelect(item.key)}
              />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
