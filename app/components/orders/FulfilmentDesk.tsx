import { type FormEvent, useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import { ReceiptIcon, TruckIcon } from "~/ui/icons.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";
import type { CourierId } from "@db/enums.ts";

export const BOOK_INTENT = "book";
/** Where "Print invoices" sends the ticked orders (`?orderIds=...`). */
export const INVOICES_PATH = "/dashboard/invoices";

/** One order's booking as the desk says it: `name` is the order's number. */
export type BookingLine = { orderId: string; name: string } & (
  { ok: true; courier: CourierId; trackingCode: string; trackingUrl: string | null } | { ok: false; error: string }
);

/** A courier as the desk offers it: set up (its keys given), or the secrets it still needs. */
export interface DeskCourier {
  id: CourierId;
  ready: boolean;
  secrets: readonly string[];
}

export type BookingAnswer = { ok: true; results: BookingLine[] } | { ok: false; error: string };

export interface FulfilmentDeskProps {
  /** The id of the form the orders' checkboxes belong to (`form=` on each, in the queue's rows). */
  formId: string;
  /** The couriers, set up or not: one not set up is offered disabled, with the secrets it needs. */
  couriers: readonly DeskCourier[];
  /** Where the courier sheet downloads from. */
  exportHref: string;
  /** The last booking's answer (from a plain post, or the fetcher's). */
  answer: BookingAnswer | null;
  busy: boolean;
  /** Books the selected orders with `courier`, or each with its zone's ("") (with JavaScript); without it, the form posts itself. */
  onBook(orderIds: string[], courier: CourierId | ""): void;
}

/**
 * Manage Order's fulfilment bar on the confirmed orders: book the selected ones in one go with the courier chosen,
 * or each with its delivery zone's (issue 51), download the courier sheet, and each order's booking result; below,
 * which couriers are set up and which secrets the others need. The orders' checkboxes sit in the queue's rows and
 * belong to this form, so it also works as a plain form post before the page is interactive.
 */
export function FulfilmentDesk(props: FulfilmentDeskProps) {
  const texts = fulfilmentCopy.desk;
  const headingId = useId();
  const [selected, setSelected] = useState(0);
  const [courier, setCourier] = useState<CourierId | "">("");
  const anyReady = props.couriers.some((each) => each.ready);

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
      courier,
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
        <NativeSelect
          label={texts.courier}
          name="courier"
          value={courier}
          rootClassName={styles.courier}
          onChange={(event) =>
            setCourier(props.couriers.find((each) => each.id === event.target.value && each.ready)?.id ?? "")
          }
        >
          <option value="">{texts.zoneCourier}</option>
          {props.couriers.map((each) => (
            <option key={each.id} value={each.id} disabled={!each.ready}>
              {each.ready ? fulfilmentCopy.courierNames[each.id] : texts.notSetUp(fulfilmentCopy.courierNames[each.id])}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" disabled={!anyReady || props.busy}>
          <TruckIcon />
          {props.busy
            ? fulfilmentCopy.booking
            : fulfilmentCopy.book(courier ? fulfilmentCopy.courierNames[courier] : null)}
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
      {props.answer ? <BookingResults answer={props.answer} /> : null}
      {anyReady ? null : <Alert tone="info">{fulfilmentCopy.notConnected}</Alert>}
      <CourierAccounts couriers={props.couriers} />
    </section>
  );
}

/** Each courier: connected, or the secrets to set before the shop can book with it. */
export function CourierAccounts({ couriers }: { couriers: readonly DeskCourier[] }) {
  const texts = fulfilmentCopy.desk;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.accounts}>
      <h3 id={headingId} className={styles.subheading}>
        {texts.couriersHeading}
      </h3>
      <ul className={styles.results}>
        {couriers.map((each) => {
          const name = fulfilmentCopy.courierNames[each.id];
          return (
            <li key={each.id} data-ready={each.ready ? "true" : "false"} className={styles.muted}>
              {each.ready ? texts.ready(name) : texts.missing(name, each.secrets)}
            </li>
          );
        })}
      </ul>
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
            {line.ok ? (
              line.trackingUrl ? (
                <a href={line.trackingUrl} target="_blank" rel="noreferrer" className={styles.link}>
                  {texts.resultOk(line.name, line.trackingCode, fulfilmentCopy.courierNames[line.courier])}
                </a>
              ) : (
                texts.resultOk(line.name, line.trackingCode, fulfilmentCopy.courierNames[line.courier])
              )
            ) : (
              texts.resultFailed(line.name, line.error)
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

const styles = {
  desk: css({ display: "flex", flexDirection: "column", gap: "3", minW: "0", overflowWrap: "anywhere" }),
  heading: css({ fontSize: "lg", fontWeight: "bold" }),
  subheading: css({ fontSize: "md", fontWeight: "semibold" }),
  courier: css({ minW: "48", maxW: "full" }),
  accounts: css({ display: "flex", flexDirection: "column", gap: "1" }),
  muted: css({ color: "fg.muted", fontSize: "sm" }),
  actions: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" }),
  link: css({ color: "accent.text", fontWeight: "semibold", textDecoration: "underline" }),
  results: css({ display: "flex", flexDirection: "column", gap: "1" }),
};
