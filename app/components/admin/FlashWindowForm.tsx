import { readerLocale } from "~/format.ts";
import { CalendarDate } from "@internationalized/date";
import { type FormEvent, useId, useState } from "react";
import { css } from "styled-system/css";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { FLASH_WINDOW_MAX, FLASH_WINDOW_MIN } from "~/domain/flash-sale/window.ts";
import type { FlashSaleInfo } from "~/domain/flash-sale/types.ts";
import { oneMonthLater } from "~/domain/date-time.ts";
import { deviceTimeZone } from "~/domain/time-zone.ts";
import { sayTimeLeft } from "~/domain/time-left.ts";
import { Button } from "~/ui/button.tsx";
import { DateTimeField } from "./DateTimeField.tsx";
import { FormNotice, type Notice } from "./FormNotice.tsx";
import { useHydrated } from "~/client/hydrated.ts";
import { useSubmit } from "~/client/submit.ts";

export type FlashWindowSubmitResult = { ok: true } | { ok: false; error: string };

export interface FlashWindowFormProps {
  /** The current window from the server (times UTC ms) and its state. */
  info: FlashSaleInfo;
  /**
   * The admin's zone as the server knows it (the `tz` cookie), for the first paint; once hydrated the device's own
   * zone is used. Without it the fields wait for hydration.
   */
  timeZone?: string | null;
  /** Stores the window; both times are ISO strings (UTC). */
  onSubmit(window: { startTime: string; endTime: string }): Promise<FlashWindowSubmitResult>;
}

/** The picker's range of the spec, as calendar days. */
const PICKER_MIN = new CalendarDate(1900, 1, 1);
const PICKER_MAX = new CalendarDate(2099, 12, 31);

/** Manage FlashSell: when the flash sale starts and ends, with the state of the current window below. */
export function FlashWindowForm(props: FlashWindowFormProps) {
  const texts = dashboardCopy.flashWindow;
  const headingId = useId();
  const statusId = useId();
  const { startsAt, endsAt } = props.info;

  const hydrated = useHydrated();
  // The admin's time zone is the device's, known once hydrated; before that, the one the server read from the
  // `tz` cookie (the same on the server and during hydration, so the first paint already shows the window).
  const timeZone = hydrated ? deviceTimeZone() : (props.timeZone ?? null);
  // The device's clock when the form first rendered, for the defaults.
  const [mountedAt] = useState(() => Date.now());
  // undefined until the admin edits the field: the stored window stands in, or the spec's default (now, and one
  // month later) when there is none, so Set Time without edits stores the same window again (a no-op).
  const [startEdit, setStart] = useState<number | null | undefined>(undefined);
  const [endEdit, setEnd] = useState<number | null | undefined>(undefined);
  const { busy: saving, run: send } = useSubmit(texts.failed);
  const [notice, setNotice] = useState<Notice>(null);

  const stored = startsAt !== null && endsAt !== null ? { startsAt, endsAt } : null;
  const defaultStart = stored ? stored.startsAt : timeZone ? mountedAt : null;
  const defaultEnd = stored ? stored.endsAt : timeZone ? oneMonthLater(mountedAt, timeZone) : null;
  const start = startEdit === undefined ? defaultStart : startEdit;
  const end = endEdit === undefined ? defaultEnd : endEdit;
  // Time zone output differs between server and browser: dates are only formatted once hydrated.
  const formatter = hydrated
    ? new Intl.DateTimeFormat(readerLocale(), { dateStyle: "medium", timeStyle: "short" })
    : null;

  const bothSet = start !== null && end !== null;
  const ordered = bothSet && end - start >= 1;
  const inRange = bothSet && start >= FLASH_WINDOW_MIN && end <= FLASH_WINDOW_MAX;
  const valid = ordered && inRange;
  const startError = timeZone && start === null ? dashboardCopy.admin.validation.dateTime : undefined;
  const endError = !timeZone
    ? undefined
    : end === null
      ? dashboardCopy.admin.validation.dateTime
      : bothSet && !ordered
        ? dashboardCopy.admin.validation.endBeforeStart
        : bothSet && !inRange
          ? dashboardCopy.admin.errors.flashWindowRange
          : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !valid || start === null || end === null) return;
    setNotice(null);
    const result = await send(() =>
      props.onSubmit({ startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() }),
    );
    setNotice(
      result.ok ? { tone: "success", text: dashboardCopy.admin.flashTimeSet } : { tone: "error", text: result.error },
    );
  }

  const format = (ms: number | null) => (ms === null || !formatter ? "" : formatter.format(ms));
  const status = (() => {
    switch (props.info.state) {
      case "open":
        return texts.open(format(endsAt), sayTimeLeft((endsAt ?? props.info.now) - props.info.now));
      case "upcoming":
        return texts.upcoming(format(startsAt), sayTimeLeft((startsAt ?? props.info.now) - props.info.now));
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
      <FormNotice notice={notice} onDismiss={() => setNotice(null)} />
      <form noValidate onSubmit={submit} className={styles.form}>
        {timeZone ? <p className={styles.note}>{texts.timeZoneNote(timeZone)}</p> : null}
        <DateTimeField
          label={texts.start}
          value={start}
          timeZone={timeZone}
          min={PICKER_MIN}
          max={PICKER_MAX}
          error={startError}
          onChange={(value) => {
            setStart(value);
            setNotice(null);
          }}
        />
        <DateTimeField
          label={texts.end}
          value={end}
          timeZone={timeZone}
          min={PICKER_MIN}
          max={PICKER_MAX}
          error={endError}
          onChange={(value) => {
            setEnd(value);
            setNotice(null);
          }}
        />
        <Button type="submit" disabled={!hydrated || !valid || saving} className={styles.submit}>
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
  note: css({ fontSize: "sm", color: "fg.muted" }),
  submit: css({ alignSelf: { base: "stretch", sm: "flex-start" } }),
  status: css({ borderWidth: "1px", borderColor: "border", borderRadius: "l2", p: "4", fontSize: "sm" }),
  srOnly: css({ srOnly: true }),
};
