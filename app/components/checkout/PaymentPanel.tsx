import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { paymentCopy } from "~/i18n/payment.ts";
import { useCurrency } from "~/client/currency.tsx";
import type { CartQuote, CodQuote } from "~/domain/orders/types.ts";
import { offeredWallets, type MerchantNumbers } from "~/domain/payments/wallets.ts";
import { formatDigits, formatMoney, formatWholeTaka } from "~/format.ts";
import { paymentSchema, type PaymentInput, type PaymentMethod, type Wallet } from "~/schemas/order.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Clipboard from "~/ui/clipboard.tsx";
import * as RadioCardGroup from "~/ui/radio-card-group.tsx";
import { CheckCircleIcon, ClipboardIcon, PaperPlaneIcon, PencilIcon } from "~/ui/icons.tsx";
import { focusFirstInvalid } from "~/ui/form.ts";
import { addressText } from "~/components/delivery/address-text.ts";
import { LineItem, LineItemList } from "./LineItem.tsx";
import { TextField } from "./TextField.tsx";
import { Totals, totalsMoney } from "./Totals.tsx";

type PaymentField = "bkashNum" | "trxID";

/** What the panel hands the route: the shared schema's output (trimmed, TrxIDs upper-cased). */
export type PaymentValues = PaymentInput;

/** Where the order goes, as the payment step shows it (a new address's names may still be loading: null). */
export interface DeliverTo {
  line: string;
  area: string | null;
  district: string | null;
  /** The same names in Bangla: a Bangla page shows them (`addressText`). */
  bnArea?: string | null;
  bnDistrict?: string | null;
  note: string | null;
}

export interface PaymentPanelProps {
  quote: CartQuote;
  customer: { name: string; mobile: string };
  deliverTo: DeliverTo;
  /** The shop's number in each wallet it takes, in full: the shopper sends the money to it. */
  merchantNumbers: MerchantNumbers;
  /** What the shopper writes in the wallet's reference field: the order's number (null while it is being fetched). */
  reference: string | null;
  /** Taka per unit of the shop's currency, said beside the dollars when the shop does not price in taka. */
  bdtRate: number;
  /** FLASH_PAYMENT_MINUTES: how long an order with flash-sale lines waits for its payment, said beside them. */
  flashPaymentMinutes: number;
  pending: boolean;
  /** The last attempt's failure, shown above the button. */
  error?: string | null;
  /** The server's messages per field (such as a TrxID already used); a new object shows again. */
  fieldErrors?: Partial<Record<PaymentField, string>>;
  /** The method chosen first (the route keeps it across a failed attempt). */
  initialMethod?: PaymentMethod;
  onSubmit(values: PaymentValues): void;
  /** Back to the shipping step. */
  editHref: string;
}

const FIELDS: PaymentField[] = ["bkashNum", "trxID"];

/**
 * The spec's confirm-order page: the selected products on the left; on the right the customer, the total, the way
 * to pay (radio cards: each wallet the shop takes, and cash on delivery where the address's zone allows it, each
 * saying what is paid now and on delivery), then for a wallet how to pay by Send Money (the number, the amount in
 * taka and the reference, each ready to copy) and the form for the payer's number and TrxID. One column on phones.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const texts = checkoutCopy.checkoutPage;
  const { quote } = props;
  const wallets = offeredWallets(props.merchantNumbers);
  const [method, setMethod] = useState<PaymentMethod>(() => props.initialMethod ?? wallets[0] ?? "COD");
  const [advanceWallet, setAdvanceWallet] = useState<Wallet>(wallets[0] ?? "bKash");
  const productsHeadingId = useId();
  const customerHeadingId = useId();
  const paymentHeadingId = useId();
  const rateLine = useRateLine(quote, props.bdtRate);
  const cod = quote.cod;
  // The method in force: cash on delivery only while the quote offers it (the address may have changed).
  const chosen: PaymentMethod = method === "COD" && !cod?.offered ? (wallets[0] ?? "COD") : method;
  const payBy: Wallet | null = chosen === "COD" ? (cod?.offered && cod.advanceTaka > 0 ? advanceWallet : null) : chosen;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{texts.paymentHeading}</h1>
      <div className={styles.layout}>
        <section aria-labelledby={productsHeadingId} className={cx(styles.card, styles.products)}>
          <h2 id={productsHeadingId} className={styles.cardHeading}>
            {texts.selectedProducts}
          </h2>
          <LineItemList label={texts.selectedProducts}>
            {quote.lines.map((line) => (
              <LineItem
                key={`${line.productId}:${line.requestedType}:${line.variantId ?? ""}`}
                line={line}
                imageSize="md"
              />
            ))}
          </LineItemList>
        </section>

        <div className={styles.side}>
          <section aria-labelledby={customerHeadingId} className={styles.card}>
            <div className={styles.cardHeader}>
              <h2 id={customerHeadingId} className={styles.cardHeading}>
                {texts.customer}
              </h2>
              <Link to={props.editHref} aria-label={texts.editCustomer} className={styles.edit}>
                <PencilIcon />
                {texts.edit}
              </Link>
            </div>
            <dl className={styles.customer}>
              <div>
                <dt>{texts.customerName}</dt>
                <dd>{props.customer.name}</dd>
              </div>
              <div>
                <dt>{texts.mobile}</dt>
                <dd>{formatDigits(props.customer.mobile)}</dd>
              </div>
              <div>
                <dt>{checkoutCopy.delivery.deliverTo}</dt>
                <dd>{addressText(props.deliverTo)}</dd>
                {props.deliverTo.note ? (
                  <dd className={styles.note}>{checkoutCopy.delivery.courierNote(props.deliverTo.note)}</dd>
                ) : null}
              </div>
            </dl>
          </section>

          <section aria-labelledby={paymentHeadingId} className={styles.card}>
            <Totals
              money={totalsMoney(quote)}
              delivery={quote.delivery}
              totalLabel={texts.totalPrice(quote.itemCount)}
            />
            <h2 id={paymentHeadingId} className={styles.payHeading}>
              <PaperPlaneIcon />
              {paymentCopy.chooseHeading}
            </h2>
            <MethodPicker
              quote={quote}
              wallets={wallets}
              value={chosen}
              disabled={props.pending}
              onChange={setMethod}
              labelledBy={paymentHeadingId}
            />
            {quote.codRisk ? (
              <Alert tone="info" data-cod-risk={quote.codRisk}>
                {paymentCopy.riskyCod[quote.codRisk]}
              </Alert>
            ) : null}
            {chosen === "COD" && cod?.offered ? (
              <CodTerms cod={cod} flashSale={quote.lines.some((line) => line.productType === "flashsell")} />
            ) : null}
            {chosen === "COD" && payBy ? (
              <RadioCardGroup.Root
                value={advanceWallet}
                onValueChange={(details) => details.value && setAdvanceWallet(details.value as Wallet)}
                orientation="horizontal"
                disabled={props.pending}
                className={styles.advanceWallets}
              >
                <RadioCardGroup.Label>{paymentCopy.advanceWallet}</RadioCardGroup.Label>
                <div className={styles.walletRow}>
                  {wallets.map((wallet) => (
                    <RadioCardGroup.Item key={wallet} value={wallet}>
                      <RadioCardGroup.ItemControl />
                      <RadioCardGroup.ItemText>{paymentCopy.methodName[wallet]}</RadioCardGroup.ItemText>
                      <RadioCardGroup.ItemHiddenInput />
                    </RadioCardGroup.Item>
                  ))}
                </div>
              </RadioCardGroup.Root>
            ) : null}
            {payBy ? (
              <SendMoney
                wallet={payBy}
                number={props.merchantNumbers[payBy] ?? ""}
                amountTaka={amountDueOf(quote, chosen) / 100}
                reference={props.reference}
                rateLine={chosen === "COD" ? null : rateLine}
              />
            ) : null}
            {payBy && quote.lines.some((line) => line.productType === "flashsell") ? (
              <Alert tone="info">{texts.flashDeadline(shopCopy.duration.minutes(props.flashPaymentMinutes))}</Alert>
            ) : null}
            <PaymentForm {...props} method={chosen} payBy={payBy} key={`${chosen}:${payBy ?? ""}`} />
          </section>
        </div>
      </div>
    </div>
  );
}

/**
 * What the chosen way to pay sends by wallet before the order moves on, in paisa of whole taka (decision 042): the
 * whole total for a wallet, the advance (or nothing) for cash on delivery. The page sends it with the order as
 * `expectedAmountDue`, so a changed amount is shown to the shopper rather than taken.
 */
export function amountDueOf(quote: CartQuote, method: PaymentMethod): number {
  if (method !== "COD") return quote.taka.total * 100;
  return quote.cod?.offered ? quote.cod.advanceTaka * 100 : 0;
}

/** "$269.47 at ৳122.00 per $1.00" beside a taka amount, when the shop does not price in taka. */
function useRateLine(quote: CartQuote, bdtRate: number): string | null {
  const currency = useCurrency();
  return currency === "BDT"
    ? null
    : checkoutCopy.checkoutPage.rateUsed(
        formatMoney(quote.totalCents, currency),
        formatMoney(Math.round(bdtRate * 100), "BDT"),
        formatMoney(100, currency),
      );
}

/** The ways to pay, as radio cards saying what is paid now and on delivery; COD says why when it is not offered. */
function MethodPicker(props: {
  quote: CartQuote;
  wallets: Wallet[];
  value: PaymentMethod;
  disabled: boolean;
  onChange(method: PaymentMethod): void;
  labelledBy: string;
}) {
  const texts = paymentCopy;
  const { quote } = props;
  const cod = quote.cod;
  const codDetail = !cod
    ? null
    : cod.offered
      ? cod.advanceTaka > 0
        ? texts.codAdvanceDetail(formatWholeTaka(cod.advanceTaka), formatWholeTaka(cod.collectTaka))
        : texts.codDetail(formatWholeTaka(cod.collectTaka))
      : quote.codRisk === "refuse"
        ? texts.codNotForNumber
        : cod.reason === "over-limit"
          ? texts.codOverLimit(formatWholeTaka(cod.maxTotalTaka ?? 0))
          : cod.reason === "pay-first"
            ? texts.codPayFirst
            : cod.reason === "flash-sale"
              ? texts.codFlashSale
              : texts.codNotHere;
  return (
    <RadioCardGroup.Root
      value={props.value}
      onValueChange={(details) => details.value && props.onChange(details.value as PaymentMethod)}
      disabled={props.disabled}
      aria-labelledby={props.labelledBy}
    >
      {props.wallets.map((wallet) => (
        <RadioCardGroup.Item key={wallet} value={wallet}>
          <RadioCardGroup.ItemControl />
          <RadioCardGroup.ItemText>{texts.methodName[wallet]}</RadioCardGroup.ItemText>
          <RadioCardGroup.ItemDescription>
            {texts.walletDetail(formatWholeTaka(quote.taka.total))}
          </RadioCardGroup.ItemDescription>
          <RadioCardGroup.ItemHiddenInput />
        </RadioCardGroup.Item>
      ))}
      {codDetail ? (
        <RadioCardGroup.Item value="COD" disabled={!cod?.offered}>
          <RadioCardGroup.ItemControl />
          <RadioCardGroup.ItemText>{texts.methodName.COD}</RadioCardGroup.ItemText>
          <RadioCardGroup.ItemDescription>{codDetail}</RadioCardGroup.ItemDescription>
          <RadioCardGroup.ItemHiddenInput />
        </RadioCardGroup.Item>
      ) : null}
    </RadioCardGroup.Root>
  );
}

/** What cash on delivery means here: the cash on delivery, and the delivery charge first where the zone asks it. */
function CodTerms(props: { cod: Extract<CodQuote, { offered: true }>; flashSale?: boolean }) {
  const texts = paymentCopy;
  const later = formatWholeTaka(props.cod.collectTaka);
  return props.cod.advanceTaka > 0 ? (
    <Alert tone="info" title={texts.advanceHeading}>
      {(props.flashSale ? texts.flashAdvanceHelp : texts.advanceHelp)(formatWholeTaka(props.cod.advanceTaka), later)}
    </Alert>
  ) : (
    <Alert tone="info" title={texts.codHeading}>
      {texts.codHelp(later)}
    </Alert>
  );
}

/** How to Send Money in a wallet: the shop's number, the amount in taka and the reference, each ready to copy. */
export function SendMoney(props: {
  wallet: Wallet;
  number: string;
  amountTaka: number;
  reference: string | null;
  rateLine: string | null;
}) {
  const texts = checkoutCopy.checkoutPage;
  const amount = formatWholeTaka(props.amountTaka);
  return (
    <>
      <div className={styles.sendMoney}>
        <p className={styles.sendMoneyLabel}>{texts.sendMoney}</p>
        <dl className={styles.sendMoneyDetails}>
          <CopyableDetail
            label={paymentCopy.sendTo(props.wallet)}
            value={props.number}
            name={paymentCopy.merchantNumberName(props.wallet)}
          />
          <div>
            <dt>{texts.amountToSend}</dt>
            <dd>
              <span className={styles.sendMoneyAmount}>{amount}</span>
              {props.rateLine ? <span className={styles.rate}>{props.rateLine}</span> : null}
            </dd>
          </div>
          {props.reference ? (
            <CopyableDetail label={texts.reference} value={props.reference} name={texts.referenceName} />
          ) : null}
        </dl>
      </div>
      <ol className={styles.steps}>
        <li>{paymentCopy.open[props.wallet]}</li>
        <li>{texts.steps.sendMoney}</li>
        <li>{texts.steps.number(props.number)}</li>
        <li>{texts.steps.amount(amount)}</li>
        {props.reference ? <li>{texts.steps.reference(props.reference)}</li> : null}
        <li>{paymentCopy.receipt(props.wallet)}</li>
      </ol>
    </>
  );
}

/** The order's payment as the schema takes it, from the method, the advance's wallet and the two fields. */
function paymentInput(method: PaymentMethod, payBy: Wallet | null, values: Record<PaymentField, string>) {
  if (method !== "COD") return { paymentMethod: method, bkashNum: values.bkashNum, trxID: values.trxID };
  if (!payBy) return { paymentMethod: "COD" };
  return { paymentMethod: "COD", advance: { method: payBy, number: values.bkashNum, trxID: values.trxID } };
}

/**
 * The messages of the two fields the form shows, from the schema's or the server's (an advance's number and TrxID
 * are the same two fields); only the fields that have one.
 */
export function paymentFieldErrors(errors: Record<string, string | undefined>): Partial<Record<PaymentField, string>> {
  const mapped: Partial<Record<PaymentField, string>> = {};
  const bkashNum = errors.bkashNum ?? errors["advance.number"];
  const trxID = errors.trxID ?? errors["advance.trxID"];
  if (bkashNum) mapped.bkashNum = bkashNum;
  if (trxID) mapped.trxID = trxID;
  return mapped;
}

function PaymentForm(props: PaymentPanelProps & { method: PaymentMethod; payBy: Wallet | null }) {
  const texts = checkoutCopy.checkoutPage;
  const [values, setValues] = useState<Record<PaymentField, string>>({ bkashNum: "", trxID: "" });
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  // The server's field messages until that field is edited; a new object from the route shows again.
  const [serverErrors, setServerErrors] = useState<FieldErrors>(props.fieldErrors ?? {});
  const [seenServerErrors, setSeenServerErrors] = useState(props.fieldErrors);
  if (props.fieldErrors !== seenServerErrors) {
    setSeenServerErrors(props.fieldErrors);
    setServerErrors(props.fieldErrors ?? {});
  }
  const formRef = useRef<HTMLFormElement>(null);

  const errorOf = (field: PaymentField) => localErrors[field] ?? serverErrors[field];

  function update(field: PaymentField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setLocalErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** What every field takes from the form: its name, value, error and handler. */
  function fieldProps(field: PaymentField) {
    return {
      name: field,
      value: values[field],
      error: errorOf(field),
      readOnly: props.pending,
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.pending) return;
    const parsed = parseInput(paymentSchema, paymentInput(props.method, props.payBy, values));
    if (!parsed.ok) {
      const errors = paymentFieldErrors(parsed.fieldErrors);
      setLocalErrors(errors);
      focusFirstInvalid(formRef.current, FIELDS, errors);
      return;
    }
    setLocalErrors({});
    props.onSubmit(parsed.value);
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className={styles.form} aria-busy={props.pending}>
      <input type="hidden" name="paymentMethod" value={props.method} />
      {props.method === "COD" && props.payBy ? <input type="hidden" name="advanceMethod" value={props.payBy} /> : null}
      {props.payBy ? (
        <>
          <TextField
            {...fieldProps("bkashNum")}
            label={paymentCopy.walletNumber(props.payBy)}
            hint={texts.bkashNumberHint}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={texts.mobilePlaceholder}
          />
          <TextField
            {...fieldProps("trxID")}
            label={texts.trxId}
            hint={paymentCopy.trxIdHint[props.payBy]}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className={styles.trxId}
          />
        </>
      ) : null}

      {props.error ? <Alert tone="error">{props.error}</Alert> : null}

      <Button type="submit" size="lg" className={styles.submit} disabled={props.pending}>
        {props.pending ? texts.placingOrder : texts.confirmOrder}
      </Button>
    </form>
  );
}

/** One line of the Send Money box: what it is, the value in full and a Copy button that says when it copied. */
function CopyableDetail(props: { label: string; value: string; name: string }) {
  const texts = checkoutCopy.checkoutPage;
  return (
    <Clipboard.Root
      value={props.value}
      size="lg"
      translations={{ triggerLabel: (copied) => (copied ? texts.copiedWhat(props.name) : texts.copyWhat(props.name)) }}
    >
      <dt>{props.label}</dt>
      <dd>
        <Clipboard.Control>
          <Clipboard.ValueText />
          <Clipboard.Trigger>
            <Clipboard.Indicator
              copied={
                <>
                  <CheckCircleIcon />
                  {texts.copied}
                </>
              }
            >
              <ClipboardIcon />
              {texts.copy}
            </Clipboard.Indicator>
          </Clipboard.Trigger>
        </Clipboard.Control>
        <Clipboard.Status copiedText={texts.copiedWhat(props.name)} />
      </dd>
    </Clipboard.Root>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "6" }, minW: "0" }),
  heading: css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold" }),
  layout: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 26rem)", lg: "minmax(0, 1fr) 28rem" },
    gap: { base: "4", md: "6", lg: "8" },
    alignItems: "start",
  }),
  side: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  card: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    p: { base: "4", md: "6" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
    minW: "0",
  }),
  products: css({ md: { position: "sticky", top: "20" } }),
  cardHeader: css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" }),
  cardHeading: css({ fontSize: "lg", fontWeight: "bold" }),
  edit: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "1.5",
    px: "2.5",
    py: "1.5",
    borderRadius: "l2",
    fontSize: "sm",
    fontWeight: "semibold",
    color: "accent.text",
    textDecoration: "none",
    _hover: { bg: "accent.subtle" },
    "& svg": { w: "4", h: "4" },
  }),
  customer: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
    gap: "3",
    "& dt": { fontSize: "xs", color: "fg.muted", fontWeight: "medium" },
    "& dd": { fontWeight: "semibold", overflowWrap: "anywhere", fontVariantNumeric: "tabular-nums" },
    // The address takes the whole width.
    "& > div:last-child": { gridColumn: "1 / -1" },
  }),
  note: css({ "&&": { fontWeight: "normal", color: "fg.muted", fontSize: "sm" } }),
  payHeading: css({
    display: "flex",
    alignItems: "center",
    gap: "2",
    pt: "4",
    borderTopWidth: "1px",
    borderColor: "border.default",
    fontSize: "lg",
    fontWeight: "bold",
    "& svg": { w: "5", h: "5", color: "accent.default" },
  }),
  sendMoney: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    p: "4",
    borderRadius: "l2",
    bg: "accent.subtle",
    borderWidth: "1px",
    borderColor: "accent.muted",
  }),
  sendMoneyLabel: css({
    fontSize: "xs",
    fontWeight: "bold",
    letterSpacing: "0.06em",
    textTransform: "uppercase",
    color: "accent.text",
  }),
  sendMoneyDetails: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    "& dt": { fontSize: "xs", fontWeight: "medium", color: "fg.muted" },
    "& dd": { display: "flex", flexDirection: "column", gap: "0.5", minW: "0" },
  }),
  sendMoneyAmount: css({
    fontSize: { base: "xl", sm: "2xl" },
    fontWeight: "extrabold",
    color: "accent.text",
    fontVariantNumeric: "tabular-nums",
  }),
  rate: css({ fontSize: "sm", color: "fg.muted", fontVariantNumeric: "tabular-nums" }),
  steps: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    ps: "5",
    listStyleType: "decimal",
    fontSize: "sm",
    color: "fg.default",
    "& li::marker": { color: "accent.text", fontWeight: "bold" },
  }),
  form: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    pt: "4",
    borderTopWidth: "1px",
    borderColor: "border.default",
  }),
  trxId: css({ fontFamily: "mono", letterSpacing: "0.04em" }),
  advanceWallets: css({ gap: "2" }),
  walletRow: css({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(6.5rem, 1fr))", gap: "2" }),
  submit: css({ width: "100%" }),
};
