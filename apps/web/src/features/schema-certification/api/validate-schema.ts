import { uploadResultSchema, type UploadResult } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload';
import { baselineKeyFields, type CompleteBaselineKey } from './baseline-key-fields';

export interface ValidateSchemaInput {
  file: File;
  key: CompleteBaselineKey;
}

/** `POST /api/OrganisationSchemas`: the XSD and the key; answers the messages and a tempFileId. */
export async function validateSchema({ file, key }: ValidateSchemaInput, onProgress: (percent: number) => void): Promise<UploadResult> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(baselineKeyFields(key))) formData.append(name, value);
  formData.append('file', file, file.name);
  const result = await uploadWithProgress({ path: '/api/OrganisationSchemas', formData, schema: uploadResultSchema, onProgress });
  if (!result) throw new Error('no upload result');
  return result;
}

/** The validation upload with its progress (0..100 while sending, null otherwise). */
export function useValidateSchema() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: ValidateSchemaInput) => validateSchema(input, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
