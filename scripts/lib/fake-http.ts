/**
 * What the local fakes of outside services (the SMS gateway, Steadfast) share: a loopback HTTP server (also on ::1
 * when asked, as "localhost" may resolve there first), body reading, JSON answers, and starting one where a
 * configured URL points at this machine.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";

export interface ListeningFake {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function listen(
  listener: RequestListener,
  { port = 0, host = "127.0.0.1", alsoIpv6 = false }: { port?: number; host?: string; alsoIpv6?: boolean },
): Promise<ListeningFake> {
  const server: Server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  const servers = [server];
  if (alsoIpv6) {
    const six = createServer(listener);
    await new Promise<void>((resolve) => {
      // IPv6 may be off: then only IPv4.
      six.once("error", () => resolve());
      six.listen(boundPort, "::1", () => {
        servers.push(six);
        resolve();
      });
    });
  }
  return {
    url: `http://${host}:${boundPort}`,
    port: boundPort,
    close: () =>
      Promise.all(servers.map((one) => new Promise<void>((resolve) => one.close(() => resolve())))).then(
        () => undefined,
      ),
  };
}

export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function answer(response: ServerResponse, status: number, body: unknown) {
  if (body === null) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

/**
 * Starts a fake on the port of `configuredUrl` when that is a loopback address, for `npm start` and `npm run dev`.
 * Something already listening there (a fake another command started) is left to answer. Null when the URL is not
 * local (a real service is configured).
 */
export async function startLocalFake<T>(
  configuredUrl: string | undefined,
  label: string,
  start: (port: number) => Promise<T & { url: string }>,
): Promise<T | null> {
  if (!configuredUrl) return null;
  let url: URL;
  try {
    url = new URL(configuredUrl);
  } catch {
    return null;
  }
  if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return null;
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  try {
    const fake = await start(port);
    console.log(`Fake ${label} on ${fake.url}`);
    return fake;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      console.log(`Something already listens on ${configuredUrl}: using it as the ${label}.`);
      return null;
    }
    throw error;
  }
}

/** What a fake courier's webhook call got: the shop's status (null when it could not be reached) and headers. */
export interface WebhookDelivery {
  url: string;
  body: unknown;
  status: number | null;
  headers: Record<string, string>;
  error: string | null;
}

/** POSTs a courier's webhook body to the shop, as the courier would, and says what the shop answered. */
export async function postWebhook(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<WebhookDelivery> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { url, body, status: response.status, headers: Object.fromEntries(response.headers), error: null };
  } catch (error) {
    return { url, body, status: null, headers: {}, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A request's JSON body as an object (an empty or unreadable body reads as `{}`). */
export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse(await readText(request));
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
