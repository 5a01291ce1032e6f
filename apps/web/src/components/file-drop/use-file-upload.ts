import { useCallback, useState } from 'react';
import { ApiError, type FieldErrors } from '@/lib/api-error';
import { UPLOAD_NO_RESPONSE_TEXT } from '@/lib/upload';

/** The text to show for a failed upload: the server's message, else 'Upload mislukt: oorzaak onbekend'. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return error.detail ?? error.title;
  return UPLOAD_NO_RESPONSE_TEXT;
}

/** How an upload ended: the parsed answer, or the failure for the screen to judge. */
export type UploadOutcome<T> = { ok: true; answer: T } | { ok: false; failure: unknown };

/** Sends one upload; `onProgress` takes 0..100 while the body is sent. */
export type UploadRequest<T> = (onProgress: (percent: number) => void) => Promise<T>;

/**
 * The state every upload screen and modal shares: the chosen file, progress while sending, the
 * failure text under the drop zone and the server's field messages. Choosing another file clears
 * the last failure. `send` reports the outcome and leaves the judging to the screen: most show it
 * with `fail` (text, field messages, and the file list cleared, spec 000 §4), some ask a question
 * first (a name in use).
 */
export function useFileUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const clearFailure = useCallback(() => {
    setError(null);
    setFieldErrors({});
  }, []);

  const chooseFile = useCallback(
    (next: File | null) => {
      clearFailure();
      setFile(next);
    },
    [clearFailure],
  );

  const clearFile = useCallback(() => setFile(null), []);

  const send = useCallback(
    async <T>(request: UploadRequest<T>): Promise<UploadOutcome<T>> => {
      clearFailure();
      setProgress(0);
      try {
        return { ok: true, answer: await request(setProgress) };
      } catch (failure) {
        return { ok: false, failure };
      } finally {
        setProgress(null);
      }
    },
    [clearFailure],
  );

  /** Shows a failure (the server's text, or the one given) with its field messages, and clears the file. */
  const fail = useCallback((failure: unknown, text?: string) => {
    setFile(null);
    setError(text ?? uploadErrorText(failure));
    setFieldErrors(failure instanceof ApiError ? failure.fieldErrors : {});
  }, []);

  return { file, chooseFile, clearFile, progress, uploading: progress !== null, error, fieldErrors, send, fail, clearFailure };
}
