import { messageCheckResultSchema } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, apiJson, encodePath } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `POST /api/Productdefinities/Workbench/{organisation}/{name}/{function}`: every finding of a test message (issue 18). */
export const useCheckTestMessage = (organisation: string, name: string) =>
  useMutation({
    mutationFn: ({ functionName, message }: { functionName: string; message: string }) =>
      apiJson(`/api/Productdefinities/Workbench/${encodePath(organisation, name, functionName)}`, messageCheckResultSchema, { method: 'POST', body: { message } }),
  });

/** `GET /api/Productdefinities/Voorbeeldberichten/{organisation}/{name}`: the conformance kit as ZIP, offered as a download; answers its file name. */
export const useDownloadConformanceKit = (organisation: string, name: string) =>
  useMutation({
    mutationFn: async () => {
      const file = await apiDownload(`/api/Productdefinities/Voorbeeldberichten/${encodePath(organisation, name)}`);
      const fileName = file.fileName ?? `${name}-voorbeeldberichten.zip`;
      saveFile(file.blob, fileName);
      return fileName;
    },
  });
