/**
 * The local mail sink (issue 47, decision 044): every email the shop sends under `npm run dev` and `npm start`,
 * listed the way the fake SMS gateway lists SMS. The shop keeps its real `send_email` binding (Cloudflare Email
 * Service) and never knows: locally, wrangler's Miniflare keeps each message it was handed in its Local Explorer,
 * whose API (`/cdn-cgi/local/explorer/api/local/email/sending` on the shop's own origin) this sink reads and
 * reshapes.
 *
 *   GET    /__sent   every email sent since the shop started, oldest first: [{ to, subject, text, html, at }]
 *                    (`?to=` keeps one address's; `to` is the first recipient, as the shop sends to one).
 *   DELETE /__sent   forgets them (later ones are listed again).
 *   GET    /health   { ok: true }.
 *
 * 502 `{ error }` when the shop cannot be reached (not started yet, or stopped).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { answer, listen, type ListeningFake } from "./fake-http.ts";

export const MAIL_SINK_PORT = 8794;

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  at: string;
}

const EXPLORER_EMAILS = "/cdn-cgi/local/explorer/api/local/email/sending";

interface ExplorerPage {
  result?: { messageId: string; to: string[]; subject: string; sentAt: string }[];
  result_info?: { has_more?: boolean; cursor?: string | null };
}

interface ExplorerDetail {
  result?: { to: string[]; subject: string; sentAt: string; text?: string; html?: string };
}

/** Every email the shop at `shopOrigin` sent, oldest first, read from its Local Explorer. */
export async function readSentMail(shopOrigin: string): Promise<SentMail[]> {
  const listed: NonNullable<ExplorerPage["result"]> = [];
  let cursor: string | null | undefined;
  for (let page = 0; page < 100; page++) {
    const url = new URL(EXPLORER_EMAILS, shopOrigin);
    url.searchParams.set("per_page", "100");
    if (cursor) url.searchParams.set("cursor", cursor);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`the shop's explorer answered ${response.status}`);
    const body = (await response.json()) as ExplorerPage;
    listed.push(...(body.result ?? []));
    cursor = body.result_info?.has_more ? body.result_info.cursor : null;
    if (!cursor) break;
  }
  const mails = await Promise.all(
    listed.map(async (item): Promise<SentMail> => {
      const url = new URL(EXPLORER_EMAILS, shopOrigin);
      url.searchParams.set("email_id", item.messageId);
      const detail = (await (await fetch(url)).json()) as ExplorerDetail;
      const mail = detail.result ?? item;
      return {
        to: (mail.to[0] ?? "").replace(/^.*<([^>]+)>$/, "$1"),
        subject: mail.subject,
        text: detail.result?.text ?? "",
        html: detail.result?.html ?? "",
        at: mail.sentAt,
      };
    }),
  );
  return mails.toSorted((a, b) => a.at.localeCompare(b.at));
}

export interface MailSink extends ListeningFake {
  /** Where it reads the shop's emails from. */
  shopOrigin: string;
}

/** The sink on `port` (default 8794), reading the shop served at `shopOrigin`. */
export async function startMailSink({
  shopOrigin,
  port = MAIL_SINK_PORT,
  host = "127.0.0.1",
  alsoIpv6 = true,
}: {
  shopOrigin: string;
  port?: number;
  host?: string;
  alsoIpv6?: boolean;
}): Promise<MailSink> {
  let forgottenBefore = "";

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://sink");
    if (url.pathname === "/health") return answer(response, 200, { ok: true });
    if (url.pathname !== "/__sent") return answer(response, 404, { error: "Not found" });
    if (request.method === "DELETE") {
      forgottenBefore = new Date().toISOString();
      return answer(response, 204, null);
    }
    if (request.method !== "GET") return answer(response, 405, { error: "GET or DELETE" });
    let mails: SentMail[];
    try {
      mails = await readSentMail(shopOrigin);
    } catch (error) {
      return answer(response, 502, { error: `Could not read the shop's emails at ${shopOrigin}: ${String(error)}` });
    }
    const to = url.searchParams.get("to")?.trim().toLowerCase();
    return answer(
      response,
      200,
      mails.filter((mail) => mail.at > forgottenBefore && (!to || mail.to.toLowerCase() === to)),
    );
  }

  const server = await listen(
    (request, response) => {
      handle(request, response).catch((error: unknown) => answer(response, 500, { error: String(error) }));
    },
    { port, host, alsoIpv6 },
  );
  return { ...server, shopOrigin };
}

/**
 * The sink for `npm start` and `npm run dev`, on http://localhost:8794 (MAIL_SINK_PORT overrides). Something already
 * listening there (another shop's sink) is left alone. Null then.
 */
export async function startLocalMailSink(shopOrigin: string): Promise<MailSink | null> {
  const port = Number(process.env.MAIL_SINK_PORT ?? MAIL_SINK_PORT);
  try {
    const sink = await startMailSink({ shopOrigin, port });
    console.log(`Mail sink on http://localhost:${sink.port}/__sent (every email the shop sent)`);
    return sink;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      console.log(`Something already listens on port ${port}: no mail sink for this shop.`);
      return null;
    }
    throw error;
  }
}
