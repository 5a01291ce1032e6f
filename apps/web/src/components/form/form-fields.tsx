import { Checkbox, NativeSelect, Textarea, TextInput, type CheckboxProps, type NativeSelectProps, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

// Fields bound to a useApiForm by `control` and `name` (typed against the form's values): each
// shows its value, reports changes and blur, and carries its message (the schema's or the
// server's) as Mantine's `error`, which also sets aria-invalid and links the message to the input.

interface Bound<TInput extends FieldValues> {
  control: Control<TInput, unknown, unknown>;
  name: FieldPath<TInput>;
}

type Unbound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'checked'>;


export function FormTextInput<TInput extends FieldValues>({ control, name, ...props }: Bound<TInput> & Unbound<TextInputProps>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  return <TextInput {...props} ref={ref} name={name} value={(value as string | null | undefined) ?? ''} onChange={onChange} onBlur={onBlur} error={error} />;
}

export function FormTextarea<TInput extends FieldValues>({ control, name, ...props }: Bound<TInput> & Unbound<TextareaProps>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  return <Textarea {...props} ref={ref} name={name} value={(value as string | null | undefined) ?? ''} onChange={onChange} onBlur={onBlur} error={error} />;
}

/**
 * A native select; a choice counts as leaving the field, so its message shows at once.
 * `onValueChange` runs after the form holds the new value (a choice that resets other fields).
 */
export function FormNativeSelect<TInput extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<TInput> & Unbound<NativeSelectProps> & { onValueChange?: (value: string) => void }) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <NativeSelect
      {...props}
      ref={ref}
      name={name}
      value={(value as string | null | undefined) ?? ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(event);
        onBlur();
        onValueChange?.(chosen);
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function FormCheckbox<TInput extends FieldValues>({ control, name, ...props }: Bound<TInput> & Unbound<CheckboxProps>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={name}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
    />
  );
}
