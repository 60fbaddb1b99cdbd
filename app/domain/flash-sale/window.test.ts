import { describe, expect, it } from "vitest";
import { flashWindowIsOpen, flashWindowProblem, flashWindowState } from "./window.ts";

describe("flash window", () => {
  const window = { startsAt: 1_000, endsAt: 2_000 };

  it("is upcoming before its start, open from its start, and ended at its end", () => {
    expect(flashWindowState(window, 999)).toBe("upcoming");
    expect(flashWindowState(window, 1_000)).toBe("open");
    expect(flashWindowState(window, 1_999)).toBe("open");
    expect(flashWindowState(window, 2_000)).toBe("ended");
    expect(flashWindowIsOpen(null, 1_500)).toBe(false);
    expect(flashWindowState(null, 1_500)).toBe("none");
  });

  it("needs the end to be at least 1 ms after the start, within the picker range", () => {
    expect(flashWindowProblem({ startsAt: Date.UTC(2026, 0, 1), endsAt: Date.UTC(2026, 0, 1) })).toBe(
      "end-not-after-start",
    );
    expect(flashWindowProblem({ startsAt: Date.UTC(2026, 0, 1), endsAt: Date.UTC(2026, 0, 1) + 1 })).toBeNull();
    expect(flashWindowProblem({ startsAt: Date.UTC(1899, 11, 31), endsAt: Date.UTC(2026, 0, 1) })).toBe("out-of-range");
    expect(flashWindowProblem({ startsAt: Number.NaN, endsAt: 5 })).toBe("invalid");
  });
});
