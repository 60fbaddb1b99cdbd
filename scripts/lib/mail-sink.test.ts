import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answer, listen, type ListeningFake } from "./fake-http.ts";
import { startMailSink, type MailSink } from "./mail-sink.ts";

/**
 * The mail sink reshapes what Miniflare's Local Explorer keeps of the emails the shop sent. Here a stand-in of the
 * explorer's API (the shape of miniflare's `email-list-sending` operation) holds two emails, listed a page at a time.
 */
const stored = [
  {
    messageId: "<b@example.com>",
    from: "orders@example.com",
    to: ["Nusrat <nusrat@example.com>"],
    subject: "Choose a new password for e-Shop",
    sentAt: "2026-12-07T10:00:02.000Z",
    attachments: [],
    text: "Choose a new password: http://localhost:8787/reset-password?token=abc",
    html: '<a href="http://localhost:8787/reset-password?token=abc">Choose</a>',
  },
  {
    messageId: "<a@example.com>",
    from: "orders@example.com",
    to: ["mina@example.com"],
    subject: "Confirm your email address for e-Shop",
    sentAt: "2026-12-07T10:00:01.000Z",
    attachments: [],
    text: "Confirm: http://localhost:8787/verify-email?token=xyz",
    html: "<p>Confirm</p>",
  },
];

let explorer: ListeningFake;
let sink: MailSink;

beforeAll(async () => {
  explorer = await listen(
    (request, response) => {
      const url = new URL(request.url ?? "/", "http://explorer");
      if (url.pathname !== "/cdn-cgi/local/explorer/api/local/email/sending") return answer(response, 404, {});
      const id = url.searchParams.get("email_id");
      if (id) {
        const email = stored.find((one) => one.messageId === id);
        return answer(response, email ? 200 : 404, { success: true, result: email });
      }
      // One email a page, newest first, as the explorer pages them.
      const index = Number(url.searchParams.get("cursor") ?? "0");
      const { text: _text, html: _html, ...item } = stored[index]!;
      const more = index + 1 < stored.length;
      return answer(response, 200, {
        success: true,
        result: [item],
        result_info: { count: 1, per_page: 1, has_more: more, ...(more ? { cursor: String(index + 1) } : {}) },
      });
    },
    { port: 0 },
  );
  sink = await startMailSink({ shopOrigin: explorer.url, port: 0, alsoIpv6: false });
});

afterAll(async () => {
  await sink?.close();
  await explorer?.close();
});

describe("the mail sink", () => {
  it("lists every email the shop sent, oldest first, as { to, subject, text, html, at }", async () => {
    const sent = await (await fetch(`${sink.url}/__sent`)).json();
    expect(sent).toEqual([
      {
        to: "mina@example.com",
        subject: "Confirm your email address for e-Shop",
        text: "Confirm: http://localhost:8787/verify-email?token=xyz",
        html: "<p>Confirm</p>",
        at: "2026-12-07T10:00:01.000Z",
      },
      {
        to: "nusrat@example.com",
        subject: "Choose a new password for e-Shop",
        text: stored[0]!.text,
        html: stored[0]!.html,
        at: "2026-12-07T10:00:02.000Z",
      },
    ]);
    const one = (await (await fetch(`${sink.url}/__sent?to=NUSRAT@example.com`)).json()) as { subject: string }[];
    expect(one.map((mail) => mail.subject)).toEqual(["Choose a new password for e-Shop"]);
  });

  it("forgets what it listed on DELETE, and says so when the shop cannot be reached", async () => {
    expect((await fetch(`${sink.url}/__sent`, { method: "DELETE" })).status).toBe(204);
    expect(await (await fetch(`${sink.url}/__sent`)).json()).toEqual([]);
    const orphan = await startMailSink({ shopOrigin: "http://127.0.0.1:9", port: 0, alsoIpv6: false });
    const refused = await fetch(`${orphan.url}/__sent`);
    expect(refused.status).toBe(502);
    await orphan.close();
  });
});
