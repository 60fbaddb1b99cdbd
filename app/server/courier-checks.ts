/**
 * Phones' courier scores between the Worker and the domain (issue 49): the job put on the NOTIFICATIONS queue
 * after an order is placed, and its consumer (the courier-check messages of a batch; every other message is a
 * notification's).
 */
import type { Database } from "~/domain/database.ts";
import {
  checkCourierScore,
  isCourierCheckJob,
  type CourierCheckJob,
} from "~/domain/customers/courier-checks.server.ts";
import type { CourierSettings } from "./config.ts";
import { DEAD_LETTER_QUEUE } from "./notifications.ts";

/** How long the queue waits before asking again a courier that could not say (429, a failure). */
export const COURIER_RETRY_SECONDS = 15 * 60;

/** Puts a phone's courier check on the queue. Never throws: the next order to the number asks again. */
export async function askCourierScore(queue: Queue, phone: string): Promise<void> {
  try {
    await queue.send({ kind: "courier-check", phone } satisfies CourierCheckJob);
  } catch (error) {
    console.error("courier check: could not put it on the queue", error);
  }
}

/** The courier-check messages of a batch: each asked (or found fresh), or retried later. */
export async function handleCourierChecks(
  batch: MessageBatch<unknown>,
  db: Database,
  settings: CourierSettings,
): Promise<void> {
  const jobs = batch.messages.filter((message) => isCourierCheckJob(message.body));
  await Promise.all(
    jobs.map(async (message) => {
      // Out of attempts: the number stays unknown until its next order asks again.
      if (batch.queue === DEAD_LETTER_QUEUE) return message.ack();
      try {
        const outcome = await checkCourierScore(db, message.body as CourierCheckJob, {
          hours: settings.checkHours,
          steadfast: settings.steadfast,
        });
        if (outcome === "later") message.retry({ delaySeconds: COURIER_RETRY_SECONDS });
        else message.ack();
      } catch (error) {
        console.error("courier check failed", error);
        message.retry({ delaySeconds: 60 });
      }
    }),
  );
}
