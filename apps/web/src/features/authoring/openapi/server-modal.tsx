import { serverUrlProblem } from '@afd/afd/authoring';
import type { OpenApiServer } from '@afd/contracts';
import { TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from './form-modal';
import type { ItemModalProps } from './item-list';

/** A server (001 §5): Url required and URL-like; Opslaan only when valid and changed. */
export function ServerModal({ item, onSubmit, onClose }: ItemModalProps<OpenApiServer>) {
  const [url, setUrl] = useState(item?.url ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [touched, setTouched] = useState(false);
  const problem = serverUrlProblem(url);
  const changed = url !== (item?.url ?? '') || description !== (item?.description ?? '');
  return (
    <FormModal title={item ? `Server: ${item.url}` : 'Nieuwe server'} canSave={problem === null && changed} onSave={() => onSubmit({ url: url.trim(), description })} onClose={onClose}>
      <TextInput label="Url" withAsterisk value={url} onChange={(event) => setUrl(event.currentTarget.value)} onBlur={() => setTouched(true)} error={touched || url !== '' ? problem : null} data-autofocus />
      <Textarea label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} rows={2} />
    </FormModal>
  );
}
