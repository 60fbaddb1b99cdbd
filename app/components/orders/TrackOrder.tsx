import { useId } from "react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { trackCopy } from "~/i18n/track.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { TrackedOrderView } from "~/domain/orders/tracked.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import { TextField } from "~/components/checkout/TextField.tsx";
import { placeText } from "~/components/delivery/address-text.ts";
import { OrderItems, OrderTimeline, Panel, ParcelTracking } from "./OrderParts.tsx";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import { OrderTime } from "./OrderTime.tsx";
import { awaitsCall, methodName } from "./payment-terms.ts";

/** What the page answered the pair asked for, if one was. */
export type TrackAnswer =
  | { kind: "none" }
  | { kind: "found"; order: TrackedOrderView }
  | { kind: "not-found" }
  | { kind: "too-many"; retryAfterSeconds: number }
  | { kind: "invalid"; fieldErrors: Partial<Record<"phone" | "reference", string>> };

export interface TrackOrderProps {
  answer: TrackAnswer;
  /** What the form was sent with, shown again in its fields. */
  values: { phone: string; reference: string };
  /** The zone times are shown in (the loader's). */
  timeZone: string;
  /** A lookup is on its way (hydrated only). */
  pending?: boolean;
}

/**
 * `/track` (issue 50): the mobile number and the order's number, then that order's status, what was bought, its
 * timeline and the courier's tracking, or one "not found" whichever half did not match. A plain GET form: it works
 * before the scripts load, and the answer's address can be kept or shared.
 */
export function TrackOrder(props: TrackOrderProps) {
  const texts = trackCopy;
  const headingId = useId();
  const { answer } = props;
  const fieldErrors = answer.kind === "invalid" ? answer.fieldErrors : {};
  return (
    <div className={styles.page}>
      <section aria-labelledby={headingId} className={styles.formCard}>
        <h1 id={headingId} className={styles.heading}>
          {texts.heading}
        </h1>
        <p className={styles.muted}>{texts.intro}</p>
        <Form method="get" action="/track" className={styles.form} aria-busy={props.pending ?? false}>
          <TextField
            name="phone"
            label={texts.phone}
            hint={texts.phoneHint}
            error={fieldErrors.phone}
            defaultValue={props.values.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={texts.phonePlaceholder}
          />
          <TextField
            name="reference"
            label={texts.reference}
            hint={texts.referenceHint}
            error={fieldErrors.reference}
            defaultValue={props.values.reference}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className={styles.mono}
          />
          <Button type="submit" size="lg" disabled={props.pending}>
            {props.pending ? texts.submitting : texts.submit}
          </Button>
        </Form>
      </section>

      {answer.kind === "not-found" ? (
        <Alert tone="error" title={texts.notFoundTitle}>
          {texts.notFound}
        </Alert>
      ) : null}
      {answer.kind === "too-many" ? (
        <Alert tone="error">{texts.tooMany(Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)))}</Alert>
      ) : null}
      {answer.kind === "found" ? <TrackedOrder order={answer.order} timeZone={props.timeZone} /> : null}
    </div>
  );
}

/** The order found: its status and facts, then what was bought, its timeline and the courier's tracking. */
function TrackedOrder(props: { order: TrackedOrderView; timeZone: string }) {
  const { order } = props;
  const texts = trackCopy;
  const headingId = useId();
  const tracked = order.courier !== null || order.trackingNumber !== null;
  const parcel = {
    trackingUrl: order.parcel.trackingUrl,
    partial: order.parcel.partial,
    updates: order.parcel.updates.map((update) => ({
      id: update.id,
      at: update.at,
      text: update.message ?? fulfilmentCopy.tracking.status(update.status ?? ""),
    })),
  };
  return (
    <article aria-labelledby={headingId} className={styles.result}>
      <header className={styles.titleRow}>
        <h2 id={headingId} className={styles.resultHeading}>
          {texts.resultHeading(order.reference)}
        </h2>
        <OrderStatusBadge status={order.status} awaitsCall={awaitsCall(order)} size="md" />
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{texts.placed}</dt>
          <dd>
            <OrderTime at={order.createdAt} timeZone={props.timeZone} />
          </dd>
        </div>
        <div>
          <dt>{orderScreensCopy.myOrders.paymentMethod}</dt>
          <dd>{methodName(order)}</dd>
        </div>
        <div>
          <dt>{texts.deliverTo}</dt>
          <dd>{order.place ? placeText(order.place) : texts.noArea}</dd>
        </div>
      </dl>
      <div className={styles.grid}>
        <div className={styles.column}>
          <Panel title={orderScreensCopy.page.tracking}>
            {tracked ? (
              <ParcelTracking order={order} parcel={parcel} timeZone={props.timeZone} />
            ) : (
              <p className={styles.muted}>{texts.noTracking}</p>
            )}
          </Panel>
          <Panel title={orderScreensCopy.page.timeline}>
            <OrderTimeline events={order.events} order={order} viewer="owner" timeZone={props.timeZone} />
          </Panel>
        </div>
        <div className={styles.column}>
          <Panel title={orderScreensCopy.page.items}>
            <OrderItems order={order} totalLabel={orderScreensCopy.page.total} />
          </Panel>
        </div>
      </div>
    </article>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "6" }, minW: "0" }),
  formCard: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    w: "100%",
    maxW: "xl",
    p: { base: "4", md: "6" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  heading: css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold" }),
  form: css({ display: "flex", flexDirection: "column", gap: "2" }),
  mono: css({ fontFamily: "mono", letterSpacing: "0.04em" }),
  muted: css({ fontSize: "sm", color: "fg.muted" }),
  result: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  titleRow: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" }),
  resultHeading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", overflowWrap: "anywhere" }),
  facts: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" },
    gap: "3",
    fontSize: "sm",
    "& dt": { color: "fg.muted" },
    "& dd": { fontWeight: "semibold", overflowWrap: "anywhere" },
  }),
  grid: css({
    display: "grid",
    gap: { base: "4", md: "5" },
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
    alignItems: "start",
  }),
  column: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
};
