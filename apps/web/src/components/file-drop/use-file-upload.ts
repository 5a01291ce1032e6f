import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { UPLOAD_NO_RESPONSE_TEXT, uploadWithProgress, type UploadOptions } from '../../lib/upload';

/** The text to show for a failed upload: the server's message, else 'Upload mislukt: oorzaak onbekend'. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return error.detail ?? error.title;
  return UPLOAD_NO_RESPONSE_TEXT;
}

/**
 * Upload state for a FileDrop: progress while sending, the failure text afterwards.
 * `upload` resolves with the parsed answer, or undefined when the upload failed.
 */
export function useFileUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = useCallback(async <S extends z.ZodType>(options: Omit<UploadOptions<S>, 'onProgress'>) => {
    setError(null);
    setProgress(0);
    try {
      return await uploadWithProgress({ ...options, onProgress: setProgress });
    } catch (failure) {
      setError(uploadErrorText(failure));
      return undefined;
    } finally {
      setProgress(null);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { upload, progress, error, clearError };
}
