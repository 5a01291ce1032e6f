import { problemDetailsSchema } from '@afd/contracts';

/** Field path -> Dutch messages, as the server's problem+json `errors` member carries them. */
export type FieldErrors = Record<string, string[]>;

/** A failed API call: the server's problem details (RFC 9457), or what we could tell without them. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldErrors;

  constructor(args: { status: number; title: string; detail?: string | undefined; fieldErrors?: FieldErrors }) {
    super(args.detail ?? args.title);
    this.name = 'ApiError';
    this.status = args.status;
    this.title = args.title;
    this.detail = args.detail;
    this.fieldErrors = args.fieldErrors ?? {};
  }
}

/** Status 0: the request never got an answer (network down, server gone, CORS). */
export const NO_RESPONSE_STATUS = 0;

/** Builds an ApiError from a failed answer's body; reads problem+json when the server sent it. */
export function apiErrorFromBody(status: number, statusText: string, contentType: string | null, body: string): ApiError {
  const fallback = { status, title: statusText || `HTTP ${status}` };
  if (!contentType?.includes('json') || body === '') return new ApiError(fallback);
  try {
    const parsed = problemDetailsSchema.safeParse(JSON.parse(body));
    if (!parsed.success) return new ApiError(fallback);
    const problem = parsed.data;
    return new ApiError({ status: problem.status, title: problem.title, detail: problem.detail, fieldErrors: problem.errors });
  } catch {
    return new ApiError(fallback);
  }
}

/** Builds an ApiError from a failed fetch response. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => '');
  return apiErrorFromBody(response.status, response.statusText, response.headers.get('content-type'), body);
}

/** Whether an error means the request got no answer at all. */
export function isNoResponse(error: unknown): boolean {
  return error instanceof ApiError && error.status === NO_RESPONSE_STATUS;
}
