import { newOpenApiParameter, parameterProblems } from '@afd/afd/authoring';
import type { OpenApiParameter } from '@afd/contracts';
import { openApiArrayTypeSchema, openApiParameterInSchema, openApiParameterTypeSchema } from '@afd/contracts';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from './form-modal';
import type { ItemModalProps } from './item-list';

const choices = (values: readonly string[]) => [{ value: '', label: '—' }, ...values.map((value) => ({ value, label: value }))];

/**
 * A parameter (001 §4, §5, §9): Name (letters only), In (path, query), Type (string, integer,
 * number, array) and for an array its Array Type. A new one starts in the path as a required
 * string; a path parameter is always required, so Required is asked only for a query parameter;
 * changing the type away from array clears the array type.
 */
export function ParameterModal({ item, onSubmit, onClose }: ItemModalProps<OpenApiParameter>) {
  const start = item ?? newOpenApiParameter();
  const [name, setName] = useState(start.name);
  const [location, setLocation] = useState<string>(start.in);
  const [type, setType] = useState<string>(start.type);
  const [arrayType, setArrayType] = useState<string>(start.arrayType ?? '');
  const [required, setRequired] = useState(start.required);
  const [description, setDescription] = useState(start.description);
  const [nameTouched, setNameTouched] = useState(false);

  const problems = parameterProblems({ name, in: location, type, arrayType });
  const valid = Object.keys(problems).length === 0;
  const submit = () => {
    const parsedIn = openApiParameterInSchema.parse(location);
    const parsedType = openApiParameterTypeSchema.parse(type);
    onSubmit({
      name: name.trim(),
      in: parsedIn,
      type: parsedType,
      arrayType: parsedType === 'array' ? openApiArrayTypeSchema.parse(arrayType) : null,
      required: parsedIn === 'path' ? true : required,
      description,
    });
  };

  return (
    <FormModal title={item ? `Parameter: ${item.name}` : 'Nieuwe parameter'} canSave={valid} onSave={submit} onClose={onClose}>
      <TextInput label="Name" withAsterisk value={name} onChange={(event) => setName(event.currentTarget.value)} onBlur={() => setNameTouched(true)} error={nameTouched || name !== '' ? problems.name : null} data-autofocus />
      <NativeSelect label="In" withAsterisk data={choices(openApiParameterInSchema.options)} value={location} onChange={(event) => setLocation(event.currentTarget.value)} error={problems.in} />
      <NativeSelect
        label="Type"
        withAsterisk
        data={choices(openApiParameterTypeSchema.options)}
        value={type}
        onChange={(event) => {
          setType(event.currentTarget.value);
          if (event.currentTarget.value !== 'array') setArrayType('');
        }}
        error={problems.type}
      />
      {type === 'array' ? (
        <NativeSelect label="Array Type" withAsterisk data={choices(openApiArrayTypeSchema.options)} value={arrayType} onChange={(event) => setArrayType(event.currentTarget.value)} error={problems.arrayType} />
      ) : null}
      {location !== 'path' ? <NativeSelect label="Required" data={['false', 'true']} value={String(required)} onChange={(event) => setRequired(event.currentTarget.value === 'true')} /> : null}
      <Textarea label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} rows={2} />
    </FormModal>
  );
}
