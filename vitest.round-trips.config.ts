import { workersTestConfig } from "./vitest.workers.config.ts";

/** The round-trip budget (issue 29): the Worker built as the latency benchmark builds it, counting D1 round trips. */
export default workersTestConfig({
  name: "round-trips",
  include: ["tests/round-trips/**/*.test.ts"],
  latencyBench: true,
});
