import { predefinedEntityListSchema, type PredefinedEntityList } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload';
import { predefinedEntitiesQueryKey } from './get-predefined-entities';

/** `POST /api/PredefinedEntities`: one .json file (field `file`) that replaces the whole set. */
export async function uploadPredefinedEntities(file: File, onProgress: (percent: number) => void): Promise<PredefinedEntityList> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  const saved = await uploadWithProgress({ path: '/api/PredefinedEntities', formData, schema: predefinedEntityListSchema, onProgress });
  return saved ?? [];
}

/** The upload; the answer becomes the cached set. Progress goes to the screen's upload state. */
export function useUploadPredefinedEntities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => uploadPredefinedEntities(file, onProgress),
    onSuccess: (saved) => queryClient.setQueryData(predefinedEntitiesQueryKey, saved),
  });
}
