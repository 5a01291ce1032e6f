import { availableResponseCodes, responseCodeLabel } from '@afd/afd/authoring';
import { FormNativeSelect, FormTextarea } from '@/components/form/form-fields';
import { FormModal } from './form-modal';
import { useResponseForm, type ResponseFormOptions } from './use-response-form';

export interface ResponseModalProps extends ResponseFormOptions {
  /** The definition's active functions, whose JSON Schema a response body may be. */
  functions: readonly string[];
}

/** A response (001 §3, §5): a status code from the picklist (required), the AFD function of its body, a description. */
export function ResponseModal(props: ResponseModalProps) {
  const { item, functions, onClose } = props;
  const { api, others } = useResponseForm(props);
  const { control } = api.form;
  const codes = availableResponseCodes(others);
  return (
    <FormModal title={item ? `Response: ${responseCodeLabel(item.httpStatusCode)}` : 'Nieuwe response'} api={api} onClose={onClose}>
      <FormNativeSelect
        control={control}
        name="code"
        label="Code"
        withAsterisk
        data={[{ value: '', label: '—' }, ...codes.map((value) => ({ value, label: responseCodeLabel(value) }))]}
        data-autofocus
      />
      <FormNativeSelect control={control} name="functionName" label="AFD functie" data={[{ value: '', label: '—' }, ...functions]} />
      <FormTextarea control={control} name="description" label="Description" rows={2} />
    </FormModal>
  );
}
