import { useId } from "react";
import { css } from "styled-system/css";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { formatWholeTaka } from "~/format.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";

/** What the page's action answered the returned-units form (a plain post's `actionData`). */
export type ReturnedUnitsAnswer = { ok: true; restocked: number } | { ok: false; error: string };

/**
 * The courier's cash, checked (issue 46), for admins: the cash short or in excess of what was to be collected, with
 * both figures, and a courier report the order could not take (delivered for a cancelled order, ...). Nothing when
 * the order has neither.
 */
export function CourierCashCheck({ order }: { order: OrderView }) {
  const texts = orderScreensCopy.money;
  if (!order.cashIssue && !order.courierConflict) return null;
  const cash = order.cashCollectedTaka ?? 0;
  return (
    <div className={styles.stack}>
      {order.cashIssue ? (
        <Alert
          tone="error"
          title={texts.cashIssue[order.cashIssue](formatWholeTaka(Math.abs(cash - order.collectTaka)))}
        >
          {texts.cashDetail(formatWholeTaka(cash), formatWholeTaka(order.collectTaka))} {texts.cashHelp}
        </Alert>
      ) : null}
      {order.courierConflict ? (
        <Alert tone="info" title={texts.conflictBadge}>
          {texts.conflict(order.courierConflict)}
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * For a delivered order (a partial delivery): which units came back, as the total of each line so far, each put
 * back on the shelf once however often it is saved (POST /api/orders/:id/returned-units). A plain form post to the
 * order page's action: it works before the page is interactive, and the answer comes back as the page's action data.
 */
export function ReturnedUnitsForm(props: { order: OrderView; answer?: ReturnedUnitsAnswer | null }) {
  const texts = orderScreensCopy.money.returned;
  const { order } = props;
  const headingId = useId();
  const lines = order.lines.filter((line) => line.productId !== null);
  if (lines.length === 0) return null;
  // Lines of one product and variant share one field (the server fills them in order).
  const fields = new Map<string, { name: string; title: string | null; quantity: number; returned: number }>();
  for (const line of lines) {
    const key = `returned.${line.productId}.${line.variant?.id ?? ""}`;
    const field = fields.get(key);
    fields.set(key, {
      name: line.name,
      title: line.variant?.title || null,
      quantity: (field?.quantity ?? 0) + line.quantity,
      returned: (field?.returned ?? 0) + (line.returned ?? 0),
    });
  }
  return (
    <form method="post" aria-labelledby={headingId} className={styles.stack}>
      <h3 id={headingId} className={styles.heading}>
        {texts.heading}
      </h3>
      <p className={styles.muted}>{texts.help}</p>
      <input type="hidden" name="intent" value="returned-units" />
      <input type="hidden" name="orderId" value={order.id} />
      {[...fields].map(([key, field]) => {
        const name = field.title ? `${field.name} (${field.title})` : field.name;
        return (
          <Input.Root key={key} className={styles.field}>
            <Input.Label>{texts.quantityOf(name)}</Input.Label>
            <Input.Control
              type="number"
              name={key}
              min={0}
              max={field.quantity}
              step={1}
              inputMode="numeric"
              defaultValue={field.returned}
            />
            <Input.HelperText>
              {texts.ofOrdered(field.quantity)}
              {field.returned > 0 ? ` · ${texts.came(field.returned)}` : ""}
            </Input.HelperText>
          </Input.Root>
        );
      })}
      <div>
        <Button type="submit" variant="outline">
          {texts.submit}
        </Button>
      </div>
      {props.answer ? (
        props.answer.ok ? (
          <Alert tone="success">{texts.recorded(props.answer.restocked)}</Alert>
        ) : (
          <Alert tone="error">{props.answer.error}</Alert>
        )
      ) : null}
    </form>
  );
}

const styles = {
  stack: css({ display: "flex", flexDirection: "column", gap: "3" }),
  heading: css({ fontSize: "sm", fontWeight: "bold" }),
  muted: css({ fontSize: "sm", color: "fg.muted" }),
  field: css({ maxW: "20rem" }),
};
