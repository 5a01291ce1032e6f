import { availableResponseCodes, responseCodeLabel, responseCodeProblem } from '@afd/afd/authoring';
import type { OpenApiResponse } from '@afd/contracts';
import { NativeSelect, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from './form-modal';
import type { ItemModalProps } from './item-list';

export interface ResponseModalProps extends ItemModalProps<OpenApiResponse> {
  /** The codes the operation's other responses use: not offered (001 §5). */
  usedCodes: readonly string[];
  /** The definition's active functions, whose JSON Schema a response body may be. */
  functions: readonly string[];
}

/** A response (001 §3, §5): a status code from the picklist (required), the AFD function of its body, a description. */
export function ResponseModal({ item, usedCodes, functions, onSubmit, onClose }: ResponseModalProps) {
  const [code, setCode] = useState(item?.httpStatusCode ?? '');
  const [functionName, setFunctionName] = useState(item?.responseObject.afdFunctionName ?? '');
  const [description, setDescription] = useState(item?.responseObject.description ?? '');
  const [touched, setTouched] = useState(false);
  const others = usedCodes.filter((used) => used !== item?.httpStatusCode);
  const problem = responseCodeProblem(code, others);
  const codes = availableResponseCodes(others);
  return (
    <FormModal
      title={item ? `Response: ${responseCodeLabel(item.httpStatusCode)}` : 'Nieuwe response'}
      canSave={problem === null}
      onSave={() => onSubmit({ httpStatusCode: code, responseObject: { afdFunctionName: functionName === '' ? null : functionName, description } })}
      onClose={onClose}
    >
      <NativeSelect
        label="Code"
        withAsterisk
        data={[{ value: '', label: '—' }, ...codes.map((value) => ({ value, label: responseCodeLabel(value) }))]}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={touched ? problem : null}
        data-autofocus
      />
      <NativeSelect label="AFD functie" data={[{ value: '', label: '—' }, ...functions]} value={functionName} onChange={(event) => setFunctionName(event.currentTarget.value)} />
      <Textarea label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} rows={2} />
    </FormModal>
  );
}
