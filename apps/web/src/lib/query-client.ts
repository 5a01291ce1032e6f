import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const maxRetries = 2;

/**
 * Retries only what may heal by itself: no answer or a 5xx. A 4xx (no access, not found,
 * invalid input) will answer the same again, and retrying it only delays the error toast.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return false;
}

/** The app's query client; tests build their own with retries off. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // The data changes by other users' actions; refetch on mount after a short while.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
