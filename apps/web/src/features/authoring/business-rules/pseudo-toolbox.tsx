import { Button, Group, NativeSelect } from '@mantine/core';

// 001 §5 'Operators offered': the pseudo mode offers its operators, functions and the definition's
// attribute names; each goes into the field ('Indien' or 'Dan') the user was last in, at the cursor
// (insertPiece in pseudo-parts.ts).

const operators = ['=', '<>', '<', '<=', '>', '>=', 'EN', 'OF', 'NIET', '(', ')', 'count(', 'exists('] as const;

/** Buttons for the operators and functions, and a list of the attribute names. */
export function PseudoToolbox({ attributeNames, onInsert }: { attributeNames: readonly string[]; onInsert: (piece: string) => void }) {
  return (
    <Group gap={4} role="group" aria-label="Operatoren en functies">
      {operators.map((operator) => (
        <Button key={operator} size="compact-xs" variant="default" aria-label={`Invoegen: ${operator === 'count(' || operator === 'exists(' ? `${operator})` : operator}`} onClick={() => onInsert(operator)} styles={{ label: { fontFamily: 'monospace' } }}>
          {operator === 'count(' || operator === 'exists(' ? `${operator})` : operator}
        </Button>
      ))}
      <NativeSelect
        aria-label="Attribuut invoegen"
        size="xs"
        value=""
        data={[{ value: '', label: 'Attribuut invoegen…' }, ...attributeNames.map((name) => ({ value: name, label: name }))]}
        onChange={(event) => {
          if (event.currentTarget.value !== '') onInsert(event.currentTarget.value);
        }}
      />
    </Group>
  );
}
