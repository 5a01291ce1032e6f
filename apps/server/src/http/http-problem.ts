import type { ProblemDetails } from '@afd/contracts';

/**
 * An error that the API answers as RFC 9457 problem details, exactly as given. Throw it from any
 * route, hook or service; the one error handler turns it into `application/problem+json`.
 * `title` and `detail` are Dutch: the web app shows them to the user.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    /** Field errors: field path -> Dutch messages. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
  }

  /** The problem details body this error answers with. */
  toProblemDetails(): ProblemDetails {
    return {
      type: 'about:blank',
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(this.errors === undefined ? {} : { errors: this.errors }),
    };
  }
}
