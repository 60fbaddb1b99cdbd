import { useState } from "react";

/** A refusal as the screens' answers carry one (`{ ok: false, error }`). */
export type Refused = { ok: false; error: string; fieldErrors?: undefined };

export interface Submission<Key> {
  /** What is being sent: `true` for the whole form, else the key `run` was given (the row it is about); or null. */
  pending: Key | null;
  /** Whether anything is being sent. */
  busy: boolean;
  /** Sends: `pending` while `call` runs, and its answer (a thrown call is a refusal, see `useSubmit`). */
  run<Answer>(call: () => Promise<Answer>, ...key: Key extends true ? [] : [Key]): Promise<Answer | Refused>;
}

/**
 * The submit pattern of the screens' forms and buttons: what is being sent is shown while it runs, and a call that
 * throws (the connection lost, an action that failed) answers `{ ok: false, error: failedText }`, so the form says
 * so rather than waiting for ever. Without `failedText` the error is thrown on, once nothing is pending any more.
 * Pass a key type (`useSubmit<string>()`) when one of many rows is being sent. The form still checks `busy`
 * before it starts (and its fields before it sends), and words the answer: its notice and where focus goes.
 */
export function useSubmit<Key = true>(failedText?: string): Submission<Key> {
  const [pending, setPending] = useState<Key | null>(null);
  async function run<Answer>(call: () => Promise<Answer>, ...key: [] | [Key]): Promise<Answer | Refused> {
    setPending(key.length === 0 ? (true as Key) : key[0]);
    try {
      return await call();
    } catch (error) {
      if (failedText === undefined) throw error;
      return { ok: false, error: failedText };
    } finally {
      setPending(null);
    }
  }
  return { pending, busy: pending !== null, run: run as Submission<Key>["run"] };
}
