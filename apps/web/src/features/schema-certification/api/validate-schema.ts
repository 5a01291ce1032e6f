import { uploadResultSchema, type UploadResult } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload';
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

/** The validation upload; progress goes to the screen's upload state. */
export function useValidateSchema() {
  return useMutation({
    mutationFn: ({ input, onProgress }: { input: ValidateSchemaInput; onProgress: (percent: number) => void }) => validateSchema(input, onProgress),
  });
}
