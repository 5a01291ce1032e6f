import { certificateVerificationSchema } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';

/** `POST /api/Certificaten/{kenmerk}/Verificatie`: the file's bytes; the server compares sha-256. */
export function verifyFile(kenmerk: string, file: { name: string; content: ArrayBuffer }) {
  const body = new FormData();
  body.append('file', new Blob([file.content]), file.name);
  return apiJson(`/api/Certificaten/${encodePath(kenmerk)}/Verificatie`, certificateVerificationSchema, { method: 'POST', body });
}

export function useVerifyFile(kenmerk: string) {
  return useMutation({ mutationFn: (file: { name: string; content: ArrayBuffer }) => verifyFile(kenmerk, file) });
}
