import { certifiedSchemaSchema, type CertifiedSchema } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload';

export interface CertifyManuallyInput {
  file: File;
  organisation: string;
  certificationAreaId: string;
  messageTypeId: string;
  applicationAreaId: string;
  name: string;
  /** The user confirmed that the name already in use is replaced. */
  overwrite: boolean;
}

/** `POST /api/ManualCertifiedSchemas`: multipart organisation, the key, name, publish and the XSD. */
export async function certifyManually(input: CertifyManuallyInput, onProgress: (percent: number) => void): Promise<CertifiedSchema> {
  const formData = new FormData();
  formData.append('organisation', input.organisation);
  formData.append('certificationArea', input.certificationAreaId);
  formData.append('messageType', input.messageTypeId);
  formData.append('applicationArea', input.applicationAreaId);
  formData.append('name', input.name.trim());
  formData.append('publish', 'false');
  formData.append('overwrite', input.overwrite ? 'true' : 'false');
  formData.append('file', input.file, input.file.name);
  const certified = await uploadWithProgress({ path: '/api/ManualCertifiedSchemas', formData, schema: certifiedSchemaSchema, onProgress });
  if (!certified) throw new Error('no answer');
  return certified;
}

/** The upload; a success refreshes the list of open requests. Progress goes to the screen's upload state. */
export function useCertifyManually(onCertified: () => void) {
  return useMutation({
    mutationFn: ({ input, onProgress }: { input: CertifyManuallyInput; onProgress: (percent: number) => void }) => certifyManually(input, onProgress),
    onSuccess: onCertified,
  });
}
