import { messageCheckResultSchema } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';

/** `POST /api/Productdefinities/Workbench/{organisation}/{name}/{function}`: every finding of a test message (issue 18). */
export const useCheckTestMessage = (organisation: string, name: string) =>
  useMutation({
    mutationFn: ({ functionName, message }: { functionName: string; message: string }) =>
      apiJson(`/api/Productdefinities/Workbench/${encodePath(organisation, name, functionName)}`, messageCheckResultSchema, { method: 'POST', body: { message } }),
  });
