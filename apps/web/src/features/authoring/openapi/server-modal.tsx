import type { OpenApiServer } from '@afd/contracts';
import { FormTextarea, FormTextInput } from '@/components/form/form-fields';
import { FormModal } from './form-modal';
import type { ItemModalProps } from './item-list';
import { useServerForm } from './use-server-form';

/** A server (001 §5): Url required and URL-like; Opslaan only when valid and changed. */
export function ServerModal(props: ItemModalProps<OpenApiServer>) {
  const { item, onClose } = props;
  const { api, unchanged } = useServerForm(props);
  const { control } = api.form;
  return (
    <FormModal title={item ? `Server: ${item.url}` : 'Nieuwe server'} api={api} unchanged={unchanged} onClose={onClose}>
      <FormTextInput control={control} name="url" label="Url" withAsterisk data-autofocus />
      <FormTextarea control={control} name="description" label="Description" rows={2} />
    </FormModal>
  );
}
