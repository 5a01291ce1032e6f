import { pathProblem } from '@afd/afd/authoring';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from './form-modal';
import { openApiTexts as texts } from './openapi-texts';

/** 'Path toevoegen' (001 §2, §5): Opslaan needs a valid, changed path, unique ignoring case. */
export function PathModal({ paths, onSubmit, onClose }: { paths: readonly string[]; onSubmit: (path: string) => void; onClose: () => void }) {
  const [path, setPath] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = pathProblem(path, paths);
  return (
    <FormModal title={texts.addPath} canSave={problem === null} onSave={() => onSubmit(path)} onClose={onClose}>
      <TextInput label="Path" withAsterisk placeholder="/polissen/{polisnummer}" value={path} onChange={(event) => setPath(event.currentTarget.value)} onBlur={() => setTouched(true)} error={touched ? problem : null} data-autofocus />
    </FormModal>
  );
}
