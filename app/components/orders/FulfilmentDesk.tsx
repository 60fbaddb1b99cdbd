import { type FormEvent, useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import { ReceiptIcon, TruckIcon } from "~/ui/icons.tsx";

export const BOOK_INTENT = "book";
/** Where "Print invoices" sends the ticked orders (`?orderIds=...`). */
export const INVOICES_PATH = "/dashboard/invoices";

/** One order's booking, as the page's action answers it. */
/** One order's booking as the desk says it: `name` is the order's number. */
export type BookingLine = { orderId: string; name: string } & (
  { ok: true; trackingCode: string } | { ok: false; error: string }
);

export type BookingAnswer = { ok: true; results: BookingLine[] } | { ok: false; error: string };

export interface FulfilmentDeskProps {
  /** The id of the form the orders' checkboxes belong to (`form=` on each, in the queue's rows). */
  formId: string;
  /** Steadfast's keys are set: without them the button explains how to set them. */
  steadfastReady: boolean;
  /** Where the courier sheet downloads from. */
  exportHref: string;
  /** The last booking's answer (from a plain post, or the fetcher's). */
  answer: BookingAnswer | null;
  busy: boolean;
  /** Books the selected orders (with JavaScript); without it, the form posts itself. */
  onBook(orderIds: string[]): void;
}

/**
 * Manage Order's fulfilment bar on the confirmed orders: book the selected ones with Steadfast in one go, download
 * the courier sheet, and each order's booking result. The orders' checkboxes sit in the queue's rows and belong to
 * this form, so it also works as a plain form post before the page is interactive.
 */
export function FulfilmentDesk(props: FulfilmentDeskProps) {
  const texts = fulfilmentCopy.desk;
  const headingId = useId();
  const [selected, setSelected] = useState(0);

  // The checkboxes sit in the queue's rows, outside the form's element: their changes do not bubble through it.
  useEffect(() => {
    const count = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.form?.id === props.formId)
        setSelected(boxes(target.form).filter((box) => box.checked).length);
    };
    document.addEventListener("change", count);
    return () => document.removeEventListener("change", count);
  }, [props.formId]);

  function boxes(form: HTMLFormElement | null): HTMLInputElement[] {
    if (!form) return [];
    return [...form.elements].filter(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name === "orderIds",
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // "Print invoices" is a GET to the invoices page with the ticked orders: the router follows it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("formaction") === INVOICES_PATH) return;
    event.preventDefault();
    if (props.busy) return;
    props.onBook(
      boxes(event.currentTarget)
        .filter((box) => box.checked)
        .map((box) => box.value),
    );
  }

  function selectAll(form: HTMLFormElement | null, checked: boolean) {
    const all = boxes(form);
    for (const box of all) box.checked = checked;
    setSelected(checked ? all.length : 0);
  }

  return (
    <section aria-labelledby={headingId} className={styles.desk}>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      <p className={styles.muted}>{texts.help}</p>
      <Form id={props.formId} method="post" onSubmit={submit} className={styles.actions}>
        <input type="hidden" name="intent" value={BOOK_INTENT} />
        <Button type="submit" disabled={!props.steadfastReady || props.busy}>
          <TruckIcon />
          {props.busy ? fulfilmentCopy.booking : fulfilmentCopy.book}
        </Button>
        <Button type="submit" variant="outline" formAction={INVOICES_PATH} formMethod="get">
          <ReceiptIcon />
          {texts.printInvoices}
        </Button>
        <Button type="button" variant="outline" onClick={(event) => selectAll(event.currentTarget.form, true)}>
          {texts.selectAll}
        </Button>
        <Button type="button" variant="ghost" onClick={(event) => selectAll(event.currentTarget.form, false)}>
          {texts.selectNone}
        </Button>
        <a href={props.exportHref} download className={styles.link}>
          {texts.exportCsv}
        </a>
        <span role="status" className={styles.muted}>
          {texts.selected(selected)}
        </span>
      </Form>
      {props.steadfastReady ? null : <Alert tone="info">{fulfilmentCopy.notConnected}</Alert>}
      {props.answer ? <BookingResults answer={props.answer} /> : null}
    </section>
  );
}

function BookingResults({ answer }: { answer: BookingAnswer }) {
  const texts = fulfilmentCopy.desk;
  if (!answer.ok) return <Alert tone="error">{answer.error}</Alert>;
  const booked = answer.results.filter((line) => line.ok).length;
  const failed = answer.results.length - booked;
  return (
    <Alert tone={failed > 0 ? "error" : "success"} title={texts.resultsHeading}>
      <p>{fulfilmentCopy.booked(booked)}</p>
      <ul className={styles.results}>
        {answer.results.map((line) => (
          <li key={line.orderId}>
            {line.ok ? texts.resultOk(line.name, line.trackingCode) : texts.resultFailed(line.name, line.error)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

const styles = {
  desk: css({ display: "flex", flexDirection: "column", gap: "3", minW: "0", overflowWrap: "anywhere" }),
  heading: css({ fontSize: "lg", fontWeight: "bold" }),
  muted: css({ color: "fg.muted", fontSize: "sm" }),
  actions: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" }),
  link: css({ color: "accent.text", fontWeight: "semibold", textDecoration: "underline" }),
  results: css({ display: "flex", flexDirection: "column", gap: "1" }),
};
