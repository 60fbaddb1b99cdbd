import { type FormEvent, useId, useState, useSyncExternalStore } from "react";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import { FLASH_WINDOW_MAX, FLASH_WINDOW_MIN } from "~/domain/flash-window.ts";
import type { FlashSaleInfo } from "~/domain/types.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";

export type FlashWindowSubmitResult = { ok: true } | { ok: false; error: string };

export interface FlashWindowFormProps {
  /** The current window from the server (times UTC ms) and its state. */
  info: FlashSaleInfo;
  /** Stores the window; both times are ISO strings (UTC). */
  onSubmit(window: { startTime: string; endTime: string }): Promise<FlashWindowSubmitResult>;
}

const INPUT_MIN = "1900-01-01T00:00";
const INPUT_MAX = "2099-12-31T23:59";

type Notice = { tone: "success"; text: string } | { tone: "error"; text: string } | null;

/** A UTC time as a `datetime-local` value in the browser's time zone. */
function toLocalInput(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as UTC ms, or NaN when empty or invalid. */
function fromLocalInput(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  date.setFullYear(y);
  return date.getTime();
}

const subscribeNothing = () => () => {};

function oneMonthLater(ms: number): number {
  const date = new Date(ms);
  date.setMonth(date.getMonth() + 1);
  return date.getTime();
}

/** Manage FlashSell: when the flash sale starts and ends, with the state of the current window below. */
export function FlashWindowForm(props: FlashWindowFormProps) {
  const texts = copy.flashWindow;
  const headingId = useId();
  const statusId = useId();
  const { startsAt, endsAt } = props.info;

  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  // The device's clock when the form first rendered, for the defaults; only read once hydrated.
  const [mountedAt] = useState(() => Date.now());
  // null until the admin edits the field: the default (current window, or now to a month later) stands in.
  const [startEdit, setStart] = useState<string | null>(null);
  const [endEdit, setEnd] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const hasWindow = startsAt !== null && endsAt !== null;
  const defaultStart = hydrated ? toLocalInput(hasWindow ? startsAt : mountedAt) : "";
  const defaultEnd = hydrated ? toLocalInput(hasWindow ? endsAt : oneMonthLater(mountedAt)) : "";
  const start = startEdit ?? defaultStart;
  const end = endEdit ?? defaultEnd;
  const ready = hydrated;
  // Time zone output differs between server and browser: dates are only formatted once hydrated.
  const formatter = hydrated ? new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }) : null;

  const startMs = fromLocalInput(start);
  const endMs = fromLocalInput(end);
  const valid =
    Number.isFinite(startMs) &&
    Number.isFinite(endMs) &&
    endMs - startMs >= 1 &&
    startMs >= FLASH_WINDOW_MIN &&
    endMs <= FLASH_WINDOW_MAX;
  const showError = ready && !valid;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !valid) return;
    setNotice(null);
    setSaving(true);
    try {
      const result = await props.onSubmit({
        startTime: new Date(startMs).toISOString(),
        endTime: new Date(endMs).toISOString(),
      });
      setNotice(result.ok ? { tone: "success", text: copy.admin.flashTimeSet } : { tone: "error", text: result.error });
    } catch {
      setNotice({ tone: "error", text: texts.failed });
    } finally {
      setSaving(false);
    }
  }

  const format = (ms: number | null) => (ms === null || !formatter ? "" : formatter.format(ms));
  const status = (() => {
    switch (props.info.state) {
      case "open":
        return texts.open(format(endsAt));
      case "upcoming":
        return texts.upcoming(format(startsAt));
      case "ended":
        return texts.ended(format(endsAt));
      default:
        return texts.none;
    }
  })();

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} className={styles.heading}>
        {texts.heading}
      </h1>
      {notice?.tone === "success" ? (
        <Alert tone="success" onDismiss={() => setNotice(null)} dismissLabel={copy.adminScreens.dismiss}>
          {notice.text}
        </Alert>
      ) : null}
      {notice?.tone === "error" ? <Alert tone="error">{notice.text}</Alert> : null}
      <form noValidate onSubmit={submit} className={styles.form}>
        <Input.Root>
          <Input.Label>{texts.start}</Input.Label>
          <Input.Control
            type="datetime-local"
            min={INPUT_MIN}
            max={INPUT_MAX}
            value={start}
            onChange={(event) => {
              setStart(event.currentTarget.value);
              setNotice(null);
            }}
          />
        </Input.Root>
        <Input.Root invalid={showError}>
          <Input.Label>{texts.end}</Input.Label>
          <Input.Control
            type="datetime-local"
            min={INPUT_MIN}
            max={INPUT_MAX}
            value={end}
            onChange={(event) => {
              setEnd(event.currentTarget.value);
              setNotice(null);
            }}
          />
          <Input.ErrorText role="alert">{copy.admin.validation.endBeforeStart}</Input.ErrorText>
        </Input.Root>
        <Button type="submit" disabled={!ready || !valid || saving} className={styles.submit}>
          {saving ? texts.saving : texts.submit}
        </Button>
      </form>
      <section aria-labelledby={statusId} className={styles.status}>
        <h2 id={statusId} className={styles.srOnly}>
          {texts.statusHeading}
        </h2>
        <p>{status}</p>
      </section>
    </section>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0", maxW: "xl" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
  form: css({ display: "flex", flexDirection: "column", gap: "4" }),
  submit: css({ alignSelf: { base: "stretch", sm: "flex-start" } }),
  status: css({ borderWidth: "1px", borderColor: "border", borderRadius: "l2", p: "4", fontSize: "sm" }),
  srOnly: css({ srOnly: true }),
};
