/**
 * For `npm run bench:latency` only (issue 29): a D1 session that waits `delayMs` before every call, as a shopper far
 * from the database would, and counts the request's sequential round trips: the longest chain of calls each started
 * after the one before it had answered. Calls made side by side share a round trip; a call started once an earlier
 * one has answered (whether or not it needed its answer) is one more.
 *
 * The Worker entry wraps its session with this only in a build made with `VITE_LATENCY_BENCH=1` (the benchmark's
 * own build): in any other build the branch is a compile-time `false` and this module is not bundled, so no
 * variable of a deployed shop can switch the delay on.
 */

type Session = Pick<D1DatabaseSession, "prepare" | "batch">;

export interface RoundTripCounter {
  /** Sequential round trips so far. */
  readonly roundTrips: number;
}

export function withInjectedLatency(
  session: Session,
  delayMs: number,
): { session: Session; counter: RoundTripCounter } {
  // The depth of the deepest call that has answered so far; a call started now is one deeper.
  let answeredDepth = 0;
  let roundTrips = 0;
  const real = new WeakMap<object, D1PreparedStatement>();

  async function timed<T>(call: () => Promise<T>): Promise<T> {
    const depth = answeredDepth + 1;
    roundTrips = Math.max(roundTrips, depth);
    try {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return await call();
    } finally {
      answeredDepth = Math.max(answeredDepth, depth);
    }
  }

  function wrap(statement: D1PreparedStatement): D1PreparedStatement {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (property === "first" || property === "all" || property === "run" || property === "raw") {
          return (...args: unknown[]) =>
            timed(() => (target[property] as (...rest: unknown[]) => Promise<unknown>).apply(target, args));
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? (value as (...rest: unknown[]) => unknown).bind(target) : value;
      },
    });
    real.set(wrapped, statement);
    return wrapped;
  }

  return {
    session: {
      prepare: (query: string) => wrap(session.prepare(query)),
      batch: <T>(statements: D1PreparedStatement[]) =>
        timed(() => session.batch<T>(statements.map((statement) => real.get(statement) ?? statement))),
    },
    counter: {
      get roundTrips() {
        return roundTrips;
      },
    },
  };
}
