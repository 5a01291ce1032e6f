import { pathProblem } from '@afd/afd/authoring';
import { Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

/**
 * A path (001 §2, §5): its text, checked when the field is left; a valid, edited path renames it
 * (its servers, parameters and operations go with it). An invalid one stays in the field with its message.
 */
export function PathPanel({ path, otherPaths, onRename }: { path: string; otherPaths: readonly string[]; onRename: (newPath: string) => void }) {
  const [value, setValue] = useState(path);
  const [problem, setProblem] = useState<string | null>(null);
  const check = () => {
    const found = pathProblem(value, otherPaths);
    setProblem(found);
    if (found === null && value !== path) onRename(value);
  };
  return (
    <Stack>
      <Title order={2} size="h3">
        Path
      </Title>
      <TextInput label="Path" withAsterisk value={value} onChange={(event) => setValue(event.currentTarget.value)} onBlur={check} error={problem} />
    </Stack>
  );
}
