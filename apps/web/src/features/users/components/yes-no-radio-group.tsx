import { Group, Radio } from '@mantine/core';

export interface YesNoRadioGroupProps {
  label: string;
  /** Undefined while the choice is unmade (a new user's activity). */
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

const YES = 'ja';
const NO = 'nee';

/** A required Ja/Nee choice (spec 000 §5), named by its label for assistive technology. */
export function YesNoRadioGroup({ label, value, onChange, onBlur, error }: YesNoRadioGroupProps) {
  return (
    <Radio.Group
      label={label}
      withAsterisk
      value={value === undefined ? null : value ? YES : NO}
      onChange={(next) => onChange(next === YES)}
      onBlur={onBlur}
      error={error}
    >
      <Group gap="lg" mt={4}>
        <Radio value={YES} label="Ja" />
        <Radio value={NO} label="Nee" />
      </Group>
    </Radio.Group>
  );
}
