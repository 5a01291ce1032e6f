import { FormTextInput } from '@/components/form/form-fields';
import { FormModal } from './form-modal';
import { openApiTexts as texts } from './openapi-texts';
import { usePathForm, type PathFormOptions } from './use-path-form';

/** 'Path toevoegen' (001 §2, §5): Opslaan needs a valid, changed path, unique ignoring case. */
export function PathModal(props: PathFormOptions) {
  const api = usePathForm(props);
  return (
    <FormModal title={texts.addPath} api={api} onClose={props.onClose}>
      <FormTextInput control={api.form.control} name="path" label="Path" withAsterisk placeholder="/polissen/{polisnummer}" data-autofocus />
    </FormModal>
  );
}
