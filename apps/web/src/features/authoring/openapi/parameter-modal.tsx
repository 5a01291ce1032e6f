import type { OpenApiParameter } from '@afd/contracts';
import { openApiArrayTypeSchema, openApiParameterInSchema, openApiParameterTypeSchema } from '@afd/contracts';
import { FormNativeSelect, FormTextarea, FormTextInput } from '@/components/form/form-fields';
import { FormModal } from './form-modal';
import type { ItemModalProps } from './item-list';
import { useParameterForm } from './use-parameter-form';

const choices = (values: readonly string[]) => [{ value: '', label: '—' }, ...values.map((value) => ({ value, label: value }))];

/**
 * A parameter (001 §4, §5, §9): Name (letters only), In (path, query), Type (string, integer,
 * number, array) and for an array its Array Type. A new one starts in the path as a required
 * string; a path parameter is always required, so Required is asked only for a query parameter;
 * changing the type away from array clears the array type.
 */
export function ParameterModal(props: ItemModalProps<OpenApiParameter>) {
  const { item, onClose } = props;
  const { api, location, type, changeType } = useParameterForm(props);
  const { control } = api.form;
  return (
    <FormModal title={item ? `Parameter: ${item.name}` : 'Nieuwe parameter'} api={api} onClose={onClose}>
      <FormTextInput control={control} name="name" label="Name" withAsterisk data-autofocus />
      <FormNativeSelect control={control} name="in" label="In" withAsterisk data={choices(openApiParameterInSchema.options)} />
      <FormNativeSelect control={control} name="type" label="Type" withAsterisk data={choices(openApiParameterTypeSchema.options)} onValueChange={changeType} />
      {type === 'array' ? <FormNativeSelect control={control} name="arrayType" label="Array Type" withAsterisk data={choices(openApiArrayTypeSchema.options)} /> : null}
      {location !== 'path' ? <FormNativeSelect control={control} name="required" label="Required" data={['false', 'true']} /> : null}
      <FormTextarea control={control} name="description" label="Description" rows={2} />
    </FormModal>
  );
}
