import { TextInput } from '@mantine/core';
import type { RefObject } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { PseudoField, RuleFormValues } from './use-business-rule-form';

export interface PseudoPartInputProps {
  control: Control<RuleFormValues, unknown, RuleFormValues>;
  name: PseudoField;
  label: string;
  /** The input itself: the toolbox puts its pieces in at the cursor. */
  inputRef: RefObject<HTMLInputElement | null>;
  onFocus: () => void;
}

/** Indien or Dan of the pseudo mode: a form field whose input the toolbox writes into. */
export function PseudoPartInput({ control, name, label, inputRef, onFocus }: PseudoPartInputProps) {
  const { field, fieldState } = useController({ control, name });
  const register = (element: HTMLInputElement | null) => {
    field.ref(element);
    inputRef.current = element;
  };
  return <TextInput ref={register} name={name} label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} onFocus={onFocus} error={fieldState.error?.message} />;
}
