import { Portal } from "@ark-ui/react/portal";
import { type FormEvent, useRef, useState } from "react";
import { css } from "styled-system/css";
import { useSubmit } from "~/client/submit.ts";
import { ConfirmDialog } from "~/components/shared/ConfirmDialog.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { canCancel, ORDER_MOVES, type OrderStatus } from "~/domain/orders/status.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { formatWholeTaka } from "~/format.ts";
import type { OrderChangeInput } from "~/schemas/order.ts";
import { SHIPPING_COURIERS, type ShippingCourier } from "~/schemas/courier.ts";
import { NativeSelect } from "~/ui/native-select.tsx";
import { cashOnly, walletOf } from "./payment-terms.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Dialog from "~/ui/dialog.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CloseIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";

/** A route action's answer to an order change (`{ ok: false }` carries the server's message). */
export type OrderAnswer = { ok: true } | { ok: false; error: string; fieldErrors?: Partial<Record<string, string>> };

export type OrderAction = "confirm" | "reject" | "ship" | "deliver" | "return" | "cancel";
type MoveAction = Exclude<OrderAction, "cancel">;

/**
 * A move as the screens send it: the schema's fields, with a delivered cash-on-delivery order's cash collected as
 * the admin typed it (`cashCollected`, decimal units of the shop's currency), which the route action parses.
 */
export type OrderMove = Omit<OrderChangeInput, "cashCollectedCents"> & { cashCollected?: string };

/** Where each action takes the order, in the order the buttons appear. */
const TARGETS: Record<OrderAction, OrderStatus> = {
  confirm: "confirmed",
  reject: "rejected",
  ship: "shipped",
  deliver: "delivered",
  return: "returned",
  cancel: "cancelled",
};

/** What each move's button, dialog and success say. */
function moveWords(action: MoveAction, order: OrderView) {
  const screens = orderScreensCopy;
  if (action === "return") {
    const returns = orderScreensCopy.cash.returns;
    return { ...returns, named: returns.named(order.reference), done: returns.done(order.reference) };
  }
  // Cash on delivery with nothing paid first: confirming or rejecting follows the call to the customer, no payment
  // is checked (issue 45: it said "Confirm payment").
  if ((action === "confirm" || action === "reject") && cashOnly(order)) {
    const call = orderScreensCopy.cash.call[action];
    return {
      visible: screens.actions.visible[action],
      named: call.named(order.reference),
      title: call.title,
      description: call.description,
      submit: call.submit,
      done: call.done(order.reference),
    };
  }
  const dialog = screens.dialogs[action];
  return {
    visible: screens.actions.visible[action],
    named: screens.actions.named[action](order.reference),
    title: dialog.title,
    description:
      action === "confirm"
        ? screens.dialogs.confirm.description(
            formatWholeTaka(order.amountDuePaisa / 100),
            order.bkashNumber,
            order.trxId,
          )
        : screens.dialogs[action].description,
    submit: dialog.submit,
    done: screens.done[action](order.reference),
  };
}

/** A move that must say why (the customer sees it): a rejected payment, a parcel that came back. */
const asksReason = (action: OrderAction) => action === "reject" || action === "return";

/** What a caller may do to an order in `status`: an admin every move the table allows, a shopper only a cancel while pending. */
export function actionsFor(status: OrderStatus, role: "admin" | "shopper"): OrderAction[] {
  if (role === "shopper") return canCancel(status, "shopper") ? ["cancel"] : [];
  return (Object.keys(TARGETS) as OrderAction[]).filter((action) => ORDER_MOVES[status].includes(TARGETS[action]));
}

export interface OrderActionsProps {
  order: OrderView;
  role: "admin" | "shopper";
  /** Moves the order (admins): Confirm, Reject, Ship, Delivered, Mark returned. */
  onMove?(order: OrderView, change: OrderMove): Promise<OrderAnswer>;
  /** The spec's 'Cancle'. */
  onCancel(order: OrderView): Promise<OrderAnswer>;
  /** A change succeeded: the message to show. Never called for a refused change. */
  onDone(message: string): void;
  /** Where focus goes once a change succeeded (the button that opened the dialog is usually gone by then). */
  focusAfterDone?(): HTMLElement | null;
  size?: "sm" | "md";
  className?: string;
}

interface Asking {
  action: OrderAction;
  open: boolean;
  pending: boolean;
  error: string | null;
  fieldErrors: Partial<Record<string, string>>;
}

/**
 * The buttons for the changes the caller may make to one order, each behind a dialog: Confirm, Reject (a reason is
 * required), Ship (courier and tracking number), Delivered (for cash on delivery, the cash the courier handed over,
 * prefilled with what was to be collected), Mark returned (a reason is required), and 'Cancle' with the spec's
 * wording. While a change
 * runs the dialog cannot close; a refusal stays in the dialog with the server's message; only a success closes it
 * and reports `onDone`. Renders nothing when no action is allowed.
 */
export function OrderActions(props: OrderActionsProps) {
  const { order } = props;
  const texts = orderScreensCopy.actions;
  const [asked, setAsked] = useState<Omit<Asking, "pending"> | null>(null);
  const changing = useSubmit(orderScreensCopy.failed);
  const asking: Asking | null = asked && { ...asked, pending: changing.busy };
  const succeeded = useRef(false);
  const actions = actionsFor(order.status, props.role).filter((action) => action === "cancel" || props.onMove);
  if (actions.length === 0 && !asking) return null;

  function ask(action: OrderAction) {
    succeeded.current = false;
    setAsked({ action, open: true, error: null, fieldErrors: {} });
  }

  function close() {
    if (!changing.busy) setAsked((current) => current && { ...current, open: false });
  }

  async function run(action: OrderAction, change: () => Promise<OrderAnswer>) {
    setAsked({ action, open: true, error: null, fieldErrors: {} });
    const answer = await changing.run(change);
    if (answer.ok) {
      succeeded.current = true;
      setAsked({ action, open: false, error: null, fieldErrors: {} });
      props.onDone(action === "cancel" ? shopCopy.orders.cancelled : moveWords(action, order).done);
    } else {
      setAsked({ action, open: true, error: answer.error, fieldErrors: answer.fieldErrors ?? {} });
    }
  }

  const finalFocus = () => (succeeded.current ? (props.focusAfterDone?.() ?? null) : null);
  const size = props.size ?? "sm";

  return (
    <>
      {actions.length > 0 ? (
        <div role="group" aria-label={texts.label(order.reference)} className={props.className ?? styles.buttons}>
          {actions.map((action) => (
            <Button
              key={action}
              size={size}
              variant={
                action === "cancel" || asksReason(action) ? "outline" : action === "confirm" ? "solid" : "subtle"
              }
              className={action === "cancel" || asksReason(action) ? styles.dangerOutline : undefined}
              aria-label={
                action === "cancel"
                  ? orderScreensCopy.myOrders.cancelOrder(order.reference)
                  : moveWords(action, order).named
              }
              onClick={() => ask(action)}
            >
              {action === "cancel" ? orderScreensCopy.myOrders.cancel : moveWords(action, order).visible}
            </Button>
          ))}
        </div>
      ) : null}

      <ConfirmDialog
        open={asking?.action === "cancel" && asking.open}
        title={orderScreensCopy.myOrders.cancelTitle}
        description={orderScreensCopy.myOrders.cancelDescription}
        cancelLabel={orderScreensCopy.myOrders.no}
        confirmLabel={orderScreensCopy.myOrders.delete}
        pendingLabel={orderScreensCopy.myOrders.deleting}
        closeLabel={orderScreensCopy.myOrders.close}
        pending={asking?.action === "cancel" && asking.pending}
        error={asking?.action === "cancel" ? asking.error : null}
        onCancel={close}
        onConfirm={() => void run("cancel", () => props.onCancel(order))}
        finalFocus={finalFocus}
      >
        <OrderSummary order={order} />
        <RefundLine order={order} />
      </ConfirmDialog>

      <MoveDialog
        asking={asking && asking.action !== "cancel" ? { ...asking, action: asking.action } : null}
        order={order}
        onClose={close}
        onSubmit={(action, change) => {
          const { onMove } = props;
          if (onMove) void run(action, () => onMove(order, change));
        }}
        finalFocus={finalFocus}
      />
    </>
  );
}

/** Cancelling an order paid by wallet: the money goes back to the number it came from (issue 30). */
function RefundLine({ order }: { order: OrderView }) {
  const wallet = walletOf(order);
  if (!wallet || !order.trxId || !order.bkashNumber) return null;
  return (
    <p className={styles.refund}>
      {orderScreensCopy.myOrders.refundLine(formatWholeTaka(order.amountDuePaisa / 100), wallet, order.bkashNumber)}
    </p>
  );
}

/** The order a dialog is about: number, customer and amount due (the cash, when nothing is paid first). */
function OrderSummary({ order }: { order: OrderView }) {
  return (
    <p className={styles.summary}>
      <span className={styles.mono}>#{order.reference}</span>
      <span aria-hidden="true">·</span>
      <span>{order.customerName}</span>
      <span aria-hidden="true">·</span>
      <span className={styles.amount}>
        {cashOnly(order)
          ? orderScreensCopy.cash.cashSummary(formatWholeTaka(order.collectTaka))
          : formatWholeTaka(order.amountDuePaisa / 100)}
      </span>
    </p>
  );
}

/** `cashCollected` is null until the admin types in it: the field shows what was to be collected. */
type Fields = { note: string; courier: ShippingCourier | ""; trackingNumber: string; cashCollected: string | null };

const noFields: Fields = { note: "", courier: "", trackingNumber: "", cashCollected: null };

/** Taka as the courier hands it over: whole taka (decision 042), or with paisa as a courier's sheet may write it. */
const CASH_PATTERN = /^\d{1,7}(?:\.\d{1,2})?$/;

function MoveDialog(props: {
  asking: (Asking & { action: MoveAction }) | null;
  order: OrderView;
  onClose(): void;
  onSubmit(action: MoveAction, change: OrderMove): void;
  finalFocus(): HTMLElement | null;
}) {
  const { asking, order } = props;
  const texts = orderScreensCopy.dialogs;
  const pending = asking?.pending ?? false;
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const courierField = useRef<HTMLSelectElement>(null);
  const trackingField = useRef<HTMLInputElement>(null);
  const cashField = useRef<HTMLInputElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const [fields, setFields] = useState<Fields>(noFields);
  const [checked, setChecked] = useState<Partial<Record<keyof Fields, string>>>({});
  const action = asking?.action ?? "confirm";
  const words = moveWords(action, order);
  // Delivering a cash-on-delivery order: the cash the courier handed over, what was to be collected unless typed.
  const asksCash = action === "deliver" && order.paymentMethod === "COD";
  const toCollect = String(order.collectTaka);
  const values = { ...fields, cashCollected: fields.cashCollected ?? toCollect };
  const errors = { ...asking?.fieldErrors, ...checked };
  // A refusal about one field shows on that field, not twice.
  const error = asking?.error && !Object.values(errors).includes(asking.error) ? asking.error : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !asking) return;
    if (asksReason(action) && fields.note.trim() === "") {
      setChecked({ note: action === "return" ? shopCopy.orders.returnReasonRequired : shopCopy.orders.reasonRequired });
      reasonField.current?.focus();
      return;
    }
    const cash = values.cashCollected.trim();
    if (asksCash && cash !== "" && !CASH_PATTERN.test(cash)) {
      setChecked({ cashCollected: shopCopy.orders.validation.cashCollected });
      cashField.current?.focus();
      return;
    }
    // A parcel is followed by its courier and tracking number: both are needed to ship (as the server checks).
    if (action === "ship" && (fields.courier === "" || fields.trackingNumber.trim() === "")) {
      const missingCourier = fields.courier === "";
      setChecked({
        ...(missingCourier ? { courier: shopCopy.orders.validation.courierRequired } : {}),
        ...(fields.trackingNumber.trim() === ""
          ? { trackingNumber: shopCopy.orders.validation.trackingNumberRequired }
          : {}),
      });
      (missingCourier ? courierField.current : trackingField.current)?.focus();
      return;
    }
    setChecked({});
    const change: OrderMove = { status: TARGETS[action] };
    if (asksReason(action)) change.note = fields.note.trim();
    if (action === "ship" && fields.courier !== "") {
      change.courier = fields.courier;
      change.trackingNumber = fields.trackingNumber.trim();
    }
    if (asksCash && cash !== "") change.cashCollected = cash;
    props.onSubmit(action, change);
  }

  const field = (
    name: keyof Fields,
    label: string,
    options: { multiline?: boolean; required?: boolean; max: number; decimal?: boolean; hint?: string },
  ) => (
    <Input.Root invalid={Boolean(errors[name])} required={options.required} className={styles.field}>
      <Input.Label>
        {label}
        {options.required ? <Input.RequiredIndicator>*</Input.RequiredIndicator> : null}
      </Input.Label>
      {options.multiline ? (
        <Input.Control asChild>
          <textarea
            ref={reasonField}
            name={name}
            rows={3}
            maxLength={options.max}
            value={values[name]}
            onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
            className={styles.textarea}
          />
        </Input.Control>
      ) : (
        <Input.Control
          ref={name === "trackingNumber" ? trackingField : name === "cashCollected" ? cashField : undefined}
          name={name}
          maxLength={options.max}
          autoComplete="off"
          inputMode={options.decimal ? "decimal" : undefined}
          value={values[name]}
          onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
        />
      )}
      {options.hint ? <Input.HelperText>{options.hint}</Input.HelperText> : null}
      <Input.ErrorText>{errors[name]}</Input.ErrorText>
    </Input.Root>
  );

  return (
    <Dialog.Root
      open={asking?.open ?? false}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      closeOnEscape={!pending}
      closeOnInteractOutside={!pending}
      initialFocusEl={() =>
        (reasonField.current ?? courierField.current ?? cashField.current ?? backButton.current) as HTMLElement | null
      }
      finalFocusEl={props.finalFocus}
      onExitComplete={() => {
        setFields(noFields);
        setChecked({});
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={pending}>
            <form noValidate onSubmit={submit} className={styles.form}>
              <Dialog.Title>{words.title}</Dialog.Title>
              <Dialog.Description>{words.description}</Dialog.Description>
              <OrderSummary order={order} />
              {asksReason(action) ? field("note", texts.reason, { multiline: true, required: true, max: 500 }) : null}
              {asksCash
                ? field("cashCollected", orderScreensCopy.cash.cashCollected, {
                    max: 12,
                    decimal: true,
                    hint: orderScreensCopy.cash.cashCollectedHint(formatWholeTaka(order.collectTaka)),
                  })
                : null}
              {action === "ship" ? (
                <>
                  <NativeSelect
                    ref={courierField}
                    label={texts.courier}
                    name="courier"
                    required
                    errorText={errors.courier}
                    value={fields.courier}
                    onChange={(event) => setFields({ ...fields, courier: event.target.value as ShippingCourier })}
                    rootClassName={styles.field}
                  >
                    <option value="">{texts.chooseCourier}</option>
                    {SHIPPING_COURIERS.map((courier) => (
                      <option key={courier} value={courier}>
                        {texts.courierName(courier)}
                      </option>
                    ))}
                  </NativeSelect>
                  {field("trackingNumber", texts.trackingNumber, { max: 80, required: true })}
                </>
              ) : null}
              {error ? (
                <Alert tone="error" className={styles.error}>
                  {error}
                </Alert>
              ) : null}
              <div className={styles.dialogActions}>
                <Button ref={backButton} variant="outline" disabled={pending} onClick={props.onClose}>
                  {texts.back}
                </Button>
                <Button type="submit" variant={asksReason(action) ? "danger" : "solid"} disabled={pending}>
                  {pending ? texts.saving : words.submit}
                </Button>
              </div>
            </form>
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label={texts.close} disabled={pending}>
                <CloseIcon />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const styles = {
  refund: css({ fontSize: "sm", color: "fg.default", fontWeight: "medium" }),
  buttons: css({ display: "flex", flexWrap: "wrap", gap: "2" }),
  dangerOutline: css({ color: "danger", borderColor: "danger/40", _hover: { _enabled: { bg: "danger.subtle" } } }),
  summary: css({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "2",
    mt: "3",
    px: "3",
    py: "2",
    borderRadius: "l2",
    bg: "bg.muted",
    fontSize: "sm",
    color: "fg.default",
  }),
  mono: css({ fontFamily: "mono" }),
  amount: css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums" }),
  form: css({ display: "flex", flexDirection: "column", gap: "1" }),
  field: css({ mt: "3" }),
  textarea: css({ h: "auto", minH: "20", py: "2", resize: "vertical" }),
  error: css({ mt: "3" }),
  dialogActions: css({ display: "flex", justifyContent: "flex-end", flexWrap: "wrap", gap: "3", mt: "5" }),
};
