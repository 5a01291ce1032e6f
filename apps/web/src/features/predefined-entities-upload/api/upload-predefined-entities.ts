import { predefinedEntityListSchema, type PredefinedEntityList } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload';
import { predefinedEntitiesQueryKey } from './get-predefined-entities';

/** `POST /api/PredefinedEntities`: one .json file (field `file`) that replaces the whole set. */
export async function uploadPredefinedEntities(file: File, onProgress: (percent: number) => void): Promise<PredefinedEntityList> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  const saved = await uploadWithProgress({ path: '/api/PredefinedEntities', formData, schema: predefinedEntityListSchema, onProgress });
  return saved ?? [];
}

/** The upload with its progress (0..100 while sending, null otherwise); the answer becomes the cached set. */
export function useUploadPredefinedEntities() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadPredefinedEntities(file, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: (saved) => queryClient.setQueryData(predefinedEntitiesQueryKey, saved),
  });
  return { ...mutation, progress };
}
