/**
 * What a caller gets for a domain failure: a status, the copy, and the field the message belongs to. Its own module
 * so that an area's table of answers (image-failures.ts) can name it without importing every other area's.
 */
export interface FailureAnswer {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;
  error: string;
  /** The form field the message belongs to, reported under `issues`. */
  field?: string;
}
