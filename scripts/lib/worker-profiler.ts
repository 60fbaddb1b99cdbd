/**
 * A CPU profile of the shop's Worker (its isolate on local workerd, the Durable Object included) over the DevTools
 * protocol of workerd's inspector (`npm start` with INSPECTOR_PORT). `start()` begins sampling; the function it
 * returns stops and writes a `.cpuprofile`, which Chrome DevTools' Performance panel opens.
 */
import { writeFileSync } from "node:fs";

const WORKER_NAME = "e-shop";

interface Target {
  title: string;
  webSocketDebuggerUrl: string;
}

export async function startWorkerProfile(inspectorPort: number): Promise<(file: string) => Promise<void>> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as Target[];
  // workerd names the user Worker's isolate `core:user:<name>`.
  const target = targets.find((one) => one.webSocketDebuggerUrl.endsWith(`/core:user:${WORKER_NAME}`));
  if (!target) throw new Error(`no inspector target for ${WORKER_NAME} among ${targets.map((one) => one.title)}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
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
  // A sample every 200 µs: a request of the rush takes a few milliseconds.
  await call("Profiler.setSamplingInterval", { interval: 200 });
  await call("Profiler.start");
  return async (file) => {
    const { profile } = (await call("Profiler.stop")) as { profile: unknown };
    writeFileSync(file, JSON.stringify(profile));
    socket.close();
  };
}
