/**
 * CPU profiles of the shop's Worker on local workerd (`npm start` with INSPECTOR_PORT), over the DevTools protocol
 * of workerd's inspector: its isolate (the Durable Object runs in it too), and the local services every request
 * passes through, each an isolate of its own: Miniflare's entry Worker in front of the shop, and local D1 (its
 * entry and the database object). `start()` begins sampling them all; the function it returns stops and writes one
 * `.cpuprofile` per isolate (`<name>.<isolate>.cpuprofile`), which Chrome DevTools' Performance panel opens.
 */
import { writeFileSync } from "node:fs";

/** workerd's names for the isolates: the shop's Worker is `core:user:<name>`. */
export const PROFILED_ISOLATES = ["core:user:e-shop", "core:entry", "d1:db:entry", "d1:db"] as const;

interface Target {
  webSocketDebuggerUrl: string;
}

async function profileIsolate(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      lastId += 1;
      waiting.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  await call("Profiler.enable");
  // A sample every 200 µs: a request of a rush takes a few milliseconds.
  await call("Profiler.setSamplingInterval", { interval: 200 });
  await call("Profiler.start");
  return async (file: string) => {
    const { profile } = (await call("Profiler.stop")) as { profile: unknown };
    writeFileSync(file, JSON.stringify(profile));
    socket.close();
  };
}

export async function startWorkerProfile(inspectorPort: number): Promise<(name: string) => Promise<void>> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as Target[];
  const stops = await Promise.all(
    PROFILED_ISOLATES.map(async (isolate) => {
      const target = targets.find((one) => one.webSocketDebuggerUrl.endsWith(`/${isolate}`));
      if (!target) throw new Error(`workerd's inspector has no isolate ${isolate}`);
      const stop = await profileIsolate(target.webSocketDebuggerUrl);
      return (name: string) => stop(`${name}.${isolate.replaceAll(":", "-")}.cpuprofile`);
    }),
  );
  return async (name) => {
    await Promise.all(stops.map((stop) => stop(name)));
  };
}
