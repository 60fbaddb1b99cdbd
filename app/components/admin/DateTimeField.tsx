import { type CalendarDate, type DateValue, toCalendarDate } from "@internationalized/date";
import { type ReactNode, useId, useState } from "react";
import type { DatePickerOpenChangeDetails, DatePickerValueChangeDetails } from "@ark-ui/react/date-picker";
import { Portal } from "@ark-ui/react/portal";
import { css } from "styled-system/css";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { currentLanguage } from "~/i18n/catalogue.ts";
import { toAsciiDigits } from "~/i18n/digits.ts";
import { type DateTimeParts, joinInstant, parseIsoDate, splitInstant } from "~/domain/date-time.ts";
import { Button } from "~/ui/button.tsx";
import * as DatePicker from "~/ui/date-picker.tsx";
import { CalendarIcon } from "~/ui/icons.tsx";

export interface DateTimeFieldProps {
  label: string;
  /** The instant (UTC ms), or null when no date or time is chosen. */
  value: number | null;
  /** The zone the date and time are shown and typed in; null until it is known (before hydration): disabled. */
  timeZone: string | null;
  onChange(value: number | null): void;
  /** The earliest and latest selectable days. */
  min: CalendarDate;
  max: CalendarDate;
  /** Shown under the field, in red, when set. */
  error?: ReactNode;
}

const EMPTY: DateTimeParts = { date: null, time: "" };

/**
 * How the date is written in the field. English: ISO (2026-11-27), in en-CA, whose separator Ark lets be typed.
 * Bangla: day/month/year in Bengali digits (২৭/১১/২০২৬), as dates are written in Bangladesh, with bn-BD's month
 * and weekday names on the calendar; ASCII digits typed there are read too.
 */
export const DATE_WRITING = {
  en: {
    locale: "en-CA",
    format: (date: CalendarDate) => date.toString(),
    parse: (text: string) => parseIsoDate(text),
  },
  bn: {
    locale: "bn-BD",
    format: (date: CalendarDate) =>
      new Intl.DateTimeFormat("bn-BD", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
        new Date(Date.UTC(date.year, date.month - 1, date.day)),
      ),
    parse: (text: string) => {
      const [day = "", month = "", year = ""] = toAsciiDigits(text.trim()).split("/");
      return /^\d{4}$/.test(year)
        ? parseIsoDate(`${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`)
        : undefined;
    },
  },
} as const;

const asDate = (value: DateValue | undefined) => (value ? toCalendarDate(value) : null);

/**
 * A date and a time in the admin's time zone. The date is typed (YYYY-MM-DD; in Bangla দিন/মাস/বছর) or chosen on an Ark calendar whose
 * dialog has the spec's Today, Clear, Cancel and OK; the time is a time input beside it.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const texts = dashboardCopy.dateTimePicker;
  const writing = DATE_WRITING[currentLanguage()];
  const { timeZone, value, onChange } = props;
  const errorId = useId();
  const split = (ms: number | null) => (ms === null || !timeZone ? EMPTY : splitInstant(ms, timeZone));

  // The parts are kept here so that a half-filled field (a date without a time) is not lost; they follow the
  // value when the parent changes it, not when it echoes back what this field sent.
  const [parts, setParts] = useState<DateTimeParts>(() => split(value));
  const key = `${value}|${timeZone}`;
  const [seen, setSeen] = useState(key);
  if (key !== seen) {
    setSeen(key);
    setParts(split(value));
  }

  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CalendarDate | null>(null);

  function emit(next: DateTimeParts) {
    const ms = timeZone ? joinInstant(next, timeZone) : null;
    setParts(next);
    setSeen(`${ms}|${timeZone}`);
    onChange(ms);
  }

  function close(commit: DateTimeParts | null) {
    if (commit) emit(commit);
    setOpen(false);
  }

  const shown = open ? draft : parts.date;
  const invalid = Boolean(props.error);
  const disabled = timeZone === null;

  return (
    <div className={styles.root}>
      <DatePicker.Root
        value={shown ? [shown] : []}
        open={open}
        onOpenChange={(details: DatePickerOpenChangeDetails) => {
          if (details.open) setDraft(parts.date);
          setOpen(details.open);
        }}
        onValueChange={(details: DatePickerValueChangeDetails) => {
          const date = asDate(details.value[0]);
          if (open) setDraft(date);
          else emit({ ...parts, date });
        }}
        closeOnSelect={false}
        // Mounted only while open: on phones the closed positioner would otherwise still cover the page.
        lazyMount
        unmountOnExit
        min={props.min}
        max={props.max}
        timeZone={timeZone ?? "UTC"}
        // Ark only lets the locale's digits and date separator be typed.
        locale={writing.locale}
        format={(date: DateValue) => writing.format(toCalendarDate(date))}
        parse={(text: string) => writing.parse(text)}
        disabled={disabled}
        invalid={invalid}
        positioning={{ placement: "bottom-start" }}
      >
        <DatePicker.Label>{props.label}</DatePicker.Label>
        <div className={styles.row}>
          <DatePicker.Control className={styles.dateControl}>
            <DatePicker.Input
              placeholder={texts.datePlaceholder}
              inputMode="numeric"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            <DatePicker.Trigger aria-label={texts.openCalendar(props.label)}>
              <CalendarIcon />
            </DatePicker.Trigger>
          </DatePicker.Control>
          <input
            type="time"
            className={styles.time}
            aria-label={texts.timeLabel(props.label)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            value={parts.time}
            disabled={disabled}
            onChange={(event) => emit({ ...parts, time: event.currentTarget.value })}
          />
        </div>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content aria-label={texts.calendar(props.label)}>
              <DatePicker.Calendar />
              <div className={styles.actions}>
                <Button variant="ghost" size="sm" onClick={() => close({ ...parts, date: null })}>
                  {texts.clear}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => close(timeZone ? splitInstant(Date.now(), timeZone) : null)}
                >
                  {texts.today}
                </Button>
                <span className={styles.spacer} />
                <Button variant="outline" size="sm" onClick={() => close(null)}>
                  {texts.cancel}
                </Button>
                <Button size="sm" onClick={() => close({ ...parts, date: draft })}>
                  {texts.ok}
                </Button>
              </div>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {props.error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

const styles = {
  root: css({ display: "flex", flexDirection: "column", gap: "1.5", minW: "0" }),
  row: css({ display: "flex", flexWrap: "wrap", gap: "2", minW: "0" }),
  dateControl: css({ flex: "1 1 12rem" }),
  time: css({
    flex: "0 1 9rem",
    minW: "7.5rem",
    h: "10",
    px: "3",
    bg: "bg.surface",
    color: "fg.default",
    fontVariantNumeric: "tabular-nums",
    borderWidth: "1px",
    borderColor: "border.strong",
    borderRadius: "l2",
    outline: "none",
    _focusVisible: { borderColor: "accent.default", boxShadow: "0 0 0 3px token(colors.accent.muted)" },
    "&[aria-invalid=true]": { borderColor: "danger" },
    _disabled: { opacity: "0.5", cursor: "not-allowed" },
  }),
  actions: css({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "1",
    pt: "2",
    borderTopWidth: "1px",
    borderColor: "border.default",
  }),
  spacer: css({ flex: "1" }),
  error: css({ fontSize: "sm", color: "danger", fontWeight: "medium" }),
};
