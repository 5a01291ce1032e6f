import { certifiedSchemaSchema, type CertifiedSchema } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { baselineKeyFields, type CompleteBaselineKey } from './baseline-key-fields';

export interface CertifySchemaInput {
  tempFileId: string;
  /** SHA-256 of the file the screen shows; the server certifies the upload only if it is that file. */
  fileSha256: string;
  key: CompleteBaselineKey;
  name: string;
  /** The user confirmed that the name already in use is replaced. */
  overwrite: boolean;
}

/** `POST /api/OrganisationSchemas/Certify`: no body; the query names the upload, key and name. */
export function certifySchema({ tempFileId, fileSha256, key, name, overwrite }: CertifySchemaInput): Promise<CertifiedSchema> {
  return apiJson('/api/OrganisationSchemas/Certify', certifiedSchemaSchema, {
    method: 'POST',
    query: { ...baselineKeyFields(key), name: name.trim(), publish: 'false', tempFileId, fileSha256, overwrite: overwrite ? 'true' : 'false' },
  });
}

export function useCertifySchema() {
  return useMutation({ mutationFn: certifySchema });
}
