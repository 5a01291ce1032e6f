import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries unanswered requests and server errors, at most twice', () => {
    expect(shouldRetry(0, new ApiError({ status: 0, title: 'x' }))).toBe(true);
    expect(shouldRetry(1, new ApiError({ status: 503, title: 'x' }))).toBe(true);
    expect(shouldRetry(2, new ApiError({ status: 503, title: 'x' }))).toBe(false);
  });

  it('never retries a 4xx answer or a contract mismatch', () => {
    expect(shouldRetry(0, new ApiError({ status: 403, title: 'Forbidden' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 404, title: 'Not Found' }))).toBe(false);
    expect(shouldRetry(0, new TypeError('parse'))).toBe(false);
  });
});
