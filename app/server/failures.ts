/**
 * Domain failures as answers, the shared part. A domain module says why something failed (`{ ok: false, reason }`);
 * its table in failures/<module>.ts says what the caller gets for each reason: a status, the copy, and the field the
 * message belongs to. The JSON API answers `{error, issues?}` with that status (`failureResponse`); page actions show
 * the same copy (`fieldErrorsOf`).
 */
import { jsonError } from "./http.ts";

/** What a caller gets for a domain failure: a status, the copy, and the field the message belongs to. */
export interface FailureAnswer {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;
  error: string;
  /** The form field the message belongs to, reported under `issues`. */
  field?: string;
}

/** `{error, issues?: {[field]: error}, ...extra}` with the answer's status. */
export function failureResponse(answer: FailureAnswer, extra?: Record<string, unknown>): Response {
  return jsonError(answer.status, answer.error, {
    ...(answer.field ? { issues: { [answer.field]: answer.error } } : {}),
    ...extra,
  });
}

/** The field errors a page action shows for an answer. */
export function fieldErrorsOf(answer: FailureAnswer): Record<string, string> {
  return answer.field ? { [answer.field]: answer.error } : {};
}
