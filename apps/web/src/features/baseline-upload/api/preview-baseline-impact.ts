import { baselineImpactSchema, type BaselineImpact } from '@afd/contracts';
import { uploadWithProgress } from '@/lib/upload';
import { baselineUploadForm, type BaselineUploadInput } from './upload-baseline';

/**
 * `POST /api/BaselineSchemas/Impact` (issue 18, point 4): the same form as the upload; the server
 * reads the file and writes nothing. Its sha256 and current library go back with the confirmation.
 */
export async function previewBaselineImpact(input: BaselineUploadInput): Promise<BaselineImpact> {
  const impact = await uploadWithProgress({ path: '/api/BaselineSchemas/Impact', formData: baselineUploadForm(input), schema: baselineImpactSchema });
  if (!impact) throw new Error('Impactanalyse gaf geen antwoord');
  return impact;
}
