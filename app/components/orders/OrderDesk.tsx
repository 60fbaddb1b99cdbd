import { useId, useState } from "react";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { ORDER_CHANNELS, WALLETS, type OrderChannel } from "@db/enums.ts";
import { deskCopy } from "~/i18n/desk.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import type { CustomerBadgeView } from "~/domain/customers/views.ts";
import type { LocationDistrict } from "~/domain/delivery/types.ts";
import type { DeskProduct } from "~/domain/workflows/desk.server.ts";
import { formatDigits, formatMoney } from "~/format.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";
import { PlaceFields, type PlaceValue } from "../delivery/PlaceFields.tsx";
import { CustomerBadge } from "./CustomerBadge.tsx";

/** A line of the order being typed: a product's variant and how many. */
export interface DeskLine {
  productId: number;
  variantId: number;
  name: string;
  title: string;
  priceCents: number;
  stock: number;
  quantity: number;
}

/** What the desk knows of the phone typed (issue 50). */
export interface DeskCustomerView {
  phone: string;
  badge: CustomerBadgeView;
  name: string | null;
  addresses: { id: number; label: string; text: string }[];
  lastAddress: { districtId: number; areaId: number; line: string } | null;
  risky: boolean;
  blocked: boolean;
}

export type DeskAnswerView =
  | { ok: true; reference: string; orderId: string; paymentLink: string | null }
  | { ok: false; error: string; fieldErrors?: Record<string, string | undefined> };

export interface OrderDeskProps {
  /** The phone as typed (`?phone=`); the steps after it open once it is a mobile number. */
  phone: string;
  phoneError?: string | null;
  customer: DeskCustomerView | null;
  /** The product search (`?q=`) and what it found (null: nothing searched). */
  q: string;
  results: DeskProduct[] | null;
  lines: DeskLine[];
  districts: LocationDistrict[];
  currency: string;
  answer?: DeskAnswerView | null;
}

/** `?phone=…&line=…` for the desk with these lines. */
function deskHref(phone: string, q: string, lines: { productId: number; variantId: number; quantity: number }[]) {
  const params = new URLSearchParams();
  if (phone) params.set("phone", phone);
  if (q) params.set("q", q);
  for (const line of lines) params.append("line", `${line.productId}.${line.variantId}:${line.quantity}`);
  return `?${params.toString()}`;
}

/**
 * The order desk (issue 50): an order the shop took on Facebook, Messenger, WhatsApp, Instagram, a call or at the
 * counter, typed in phone first. The phone and the product search are GET forms (the page's URL keeps the phone and
 * the lines, so a reload or a shared link keeps the order being typed); the order itself is one POST form to the
 * page's action, which calls what `POST /api/orders/desk` calls. Everything works before the page is interactive.
 */
export function OrderDesk(props: OrderDeskProps) {
  const texts = deskCopy;
  const headingId = useId();
  const answer = props.answer ?? null;
  if (answer?.ok) return <Placed answer={answer} />;
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} className={styles.heading}>
        {texts.heading}
      </h1>
      <p className={styles.help}>{texts.intro}</p>
      {answer && !answer.ok ? <Alert tone="error">{answer.error}</Alert> : null}

      <Step title={texts.phone.heading}>
        <Form method="get" className={styles.row}>
          <Input.Root invalid={Boolean(props.phoneError ?? errors.phone)} className={styles.grow}>
            <Input.Label>{texts.phone.label}</Input.Label>
            <Input.Control
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              defaultValue={props.phone}
              required
            />
            <Input.ErrorText>{props.phoneError ?? errors.phone}</Input.ErrorText>
          </Input.Root>
          <Button type="submit" variant="outline">
            {texts.phone.lookUp}
          </Button>
        </Form>
        {props.customer ? <CustomerSummary customer={props.customer} /> : null}
      </Step>

      {props.customer ? (
        <>
          <Step title={texts.products.heading}>
            <Form method="get" role="search" className={styles.row}>
              <input type="hidden" name="phone" value={props.customer.phone} />
              {props.lines.map((line) => (
                <input
                  key={`${line.productId}.${line.variantId}`}
                  type="hidden"
                  name="line"
                  value={`${line.productId}.${line.variantId}:${line.quantity}`}
                />
              ))}
              <Input.Root className={styles.grow}>
                <Input.Label>{texts.products.search}</Input.Label>
                <Input.Control name="q" type="search" defaultValue={props.q} autoComplete="off" maxLength={100} />
              </Input.Root>
              <Button type="submit" variant="outline">
                {texts.products.searchButton}
              </Button>
            </Form>
            {props.results ? <Results {...props} customerPhone={props.customer.phone} /> : null}
          </Step>
          <OrderForm {...props} customer={props.customer} errors={errors} />
        </>
      ) : null}
    </section>
  );
}

function Step(props: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.step}>
      <h2 id={id} className={styles.stepHeading}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

function CustomerSummary({ customer }: { customer: DeskCustomerView }) {
  const texts = deskCopy.phone;
  return (
    <div className={styles.customer} data-desk-customer={customer.phone}>
      <p>
        {customer.name ? <strong>{customer.name}</strong> : null} {formatDigits(customer.phone)}{" "}
        <CustomerBadge customer={customer.badge} />
      </p>
      {customer.badge.orders === 0 ? <p className={styles.help}>{texts.noRecord}</p> : null}
      {customer.blocked ? <Alert tone="error">{texts.blocked}</Alert> : null}
      {!customer.blocked && customer.risky ? <Alert tone="info">{texts.risky}</Alert> : null}
    </div>
  );
}

function Results(props: OrderDeskProps & { customerPhone: string }) {
  const texts = deskCopy.products;
  const results = props.results ?? [];
  if (results.length === 0) return <p className={styles.help}>{texts.noResults}</p>;
  return (
    <ul className={styles.results}>
      {results.flatMap((product) =>
        product.variants.map((variant) => {
          const label = variant.title ? `${product.name} · ${variant.title}` : product.name;
          const next = props.lines.some((line) => line.variantId === variant.id)
            ? props.lines
            : [...props.lines, { productId: product.id, variantId: variant.id, quantity: 1 }];
          return (
            <li key={variant.id} className={styles.result}>
              <span className={styles.grow}>
                {label}
                <span className={styles.muted}>
                  {" "}
                  {formatMoney(variant.priceCents, props.currency)} · {texts.inStock(variant.stock)}
                </span>
              </span>
              {variant.stock > 0 ? (
                <Link to={deskHref(props.customerPhone, props.q, next)} aria-label={texts.addNamed(label)}>
                  {texts.add}
                </Link>
              ) : null}
            </li>
          );
        }),
      )}
    </ul>
  );
}

type Way = "cod" | "cod-advance" | "paid" | "link";

function OrderForm(props: OrderDeskProps & { customer: DeskCustomerView; errors: Record<string, string | undefined> }) {
  const texts = deskCopy;
  const { customer, errors } = props;
  const [place, setPlace] = useState<PlaceValue>({
    districtId: customer.lastAddress?.districtId ?? null,
    areaId: customer.lastAddress?.areaId ?? null,
  });
  const [addressId, setAddressId] = useState(customer.addresses[0] ? String(customer.addresses[0].id) : "");
  const [way, setWay] = useState<Way>("cod");
  const wallet = way !== "cod";
  const received = way === "cod-advance" || way === "paid";
  return (
    <Form method="post" className={styles.form}>
      <input type="hidden" name="phone" value={customer.phone} />
      <Step title={texts.products.lines}>
        {props.lines.length === 0 ? <p className={styles.help}>{texts.products.none}</p> : null}
        <ul className={styles.results}>
          {props.lines.map((line) => {
            const label = line.title ? `${line.name} · ${line.title}` : line.name;
            return (
              <li key={line.variantId} className={styles.result}>
                <input type="hidden" name="line" value={`${line.productId}.${line.variantId}`} />
                <span className={styles.grow}>
                  {label}
                  <span className={styles.muted}> {formatMoney(line.priceCents, props.currency)}</span>
                </span>
                <Input.Root className={styles.quantity}>
                  <Input.Label>{texts.products.quantity}</Input.Label>
                  <Input.Control
                    name="qty"
                    type="number"
                    min={1}
                    max={Math.max(1, line.stock)}
                    defaultValue={line.quantity}
                  />
                </Input.Root>
                <Link
                  to={deskHref(
                    customer.phone,
                    props.q,
                    props.lines.filter((other) => other.variantId !== line.variantId),
                  )}
                  aria-label={texts.products.remove(label)}
                >
                  ×
                </Link>
              </li>
            );
          })}
        </ul>
        {errors.orderProduct ? <Alert tone="error">{errors.orderProduct}</Alert> : null}
      </Step>

      <Step title={texts.address.heading}>
        <Input.Root invalid={Boolean(errors.name)}>
          <Input.Label>{texts.customerName}</Input.Label>
          <Input.Control name="name" defaultValue={customer.name ?? ""} autoComplete="off" required maxLength={80} />
          <Input.ErrorText>{errors.name}</Input.ErrorText>
        </Input.Root>
        {customer.addresses.length > 0 ? (
          <NativeSelect
            label={texts.phone.savedAddresses}
            name="addressId"
            value={addressId}
            onChange={(event) => setAddressId(event.target.value)}
          >
            {customer.addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {address.label}: {address.text}
              </option>
            ))}
            <option value="">{checkoutCopy.delivery.useNewAddress}</option>
          </NativeSelect>
        ) : null}
        {addressId === "" ? (
          <>
            <PlaceFields
              districts={props.districts}
              value={place}
              onChange={setPlace}
              names={{ districtId: "districtId", areaId: "areaId" }}
              errors={{ districtId: errors["address.districtId"] ?? errors.address, areaId: errors["address.areaId"] }}
            />
            <Input.Root invalid={Boolean(errors["address.line"])}>
              <Input.Label>{checkoutCopy.delivery.address}</Input.Label>
              <Input.Control name="addressLine" defaultValue={customer.lastAddress?.line ?? ""} maxLength={200} />
              <Input.ErrorText>{errors["address.line"]}</Input.ErrorText>
            </Input.Root>
          </>
        ) : null}
      </Step>

      <Step title={texts.payment.heading}>
        <NativeSelect
          label={texts.payment.how}
          name="way"
          value={way}
          onChange={(event) => setWay(event.target.value as Way)}
        >
          {(["cod", "cod-advance", "paid", "link"] as const).map((each) => (
            <option key={each} value={each}>
              {texts.payment.ways[each]}
            </option>
          ))}
        </NativeSelect>
        {wallet ? (
          <NativeSelect label={texts.payment.wallet} name="wallet" defaultValue="bKash">
            {WALLETS.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        {received ? (
          <div className={styles.row}>
            <Input.Root invalid={Boolean(errors.bkashNum ?? errors["advance.number"])} className={styles.grow}>
              <Input.Label>{texts.payment.number}</Input.Label>
              <Input.Control name="number" type="tel" inputMode="tel" autoComplete="off" />
              <Input.ErrorText>{errors.bkashNum ?? errors["advance.number"]}</Input.ErrorText>
            </Input.Root>
            <Input.Root invalid={Boolean(errors.trxID ?? errors["advance.trxID"])} className={styles.grow}>
              <Input.Label>{texts.payment.trxId}</Input.Label>
              <Input.Control name="trxID" autoComplete="off" autoCapitalize="characters" />
              <Input.ErrorText>{errors.trxID ?? errors["advance.trxID"]}</Input.ErrorText>
            </Input.Root>
          </div>
        ) : null}
      </Step>

      <Step title={texts.channel.heading}>
        <NativeSelect
          label={texts.channel.label}
          name="channel"
          defaultValue={"facebook" satisfies OrderChannel}
          errorText={errors.channel}
        >
          {ORDER_CHANNELS.filter((channel) => channel !== "web").map((channel) => (
            <option key={channel} value={channel}>
              {texts.channel.names[channel]}
            </option>
          ))}
        </NativeSelect>
        <Input.Root invalid={Boolean(errors.note)}>
          <Input.Label>{texts.note}</Input.Label>
          <Input.Control name="note" maxLength={500} autoComplete="off" />
          <Input.ErrorText>{errors.note}</Input.ErrorText>
        </Input.Root>
        <Input.Root invalid={Boolean(errors.discount)}>
          <Input.Label>{texts.discount(props.currency)}</Input.Label>
          <Input.Control name="discount" inputMode="decimal" autoComplete="off" />
          <Input.ErrorText>{errors.discount}</Input.ErrorText>
        </Input.Root>
      </Step>

      <Button type="submit" disabled={props.lines.length === 0 || customer.blocked}>
        {texts.submit}
      </Button>
    </Form>
  );
}

function Placed({ answer }: { answer: Extract<DeskAnswerView, { ok: true }> }) {
  const texts = deskCopy;
  return (
    <section className={styles.page} aria-live="polite">
      <Alert tone="success">{texts.placed(answer.reference)}</Alert>
      {answer.paymentLink ? (
        <div className={styles.step}>
          <h2 className={styles.stepHeading}>{texts.paymentLink}</h2>
          <p className={styles.link} data-payment-link="">
            {answer.paymentLink}
          </p>
          <p className={styles.help}>{texts.paymentLinkHelp}</p>
        </div>
      ) : null}
      <div className={styles.row}>
        <Link to={`/dashboard/order/${answer.orderId}`}>{texts.viewOrder}</Link>
        <Link to="/dashboard/orders/new">{texts.another}</Link>
      </div>
    </section>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: "5", maxW: "48rem" }),
  heading: css({ textStyle: "2xl", fontWeight: "semibold" }),
  help: css({ color: "fg.muted", textStyle: "sm" }),
  step: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "l2",
    p: { base: "3", md: "4" },
  }),
  stepHeading: css({ textStyle: "lg", fontWeight: "semibold" }),
  row: css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "flex-end" }),
  grow: css({ flex: "1 1 12rem", minW: "0" }),
  customer: css({ display: "flex", flexDirection: "column", gap: "2" }),
  results: css({ display: "flex", flexDirection: "column", gap: "2" }),
  result: css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" }),
  muted: css({ color: "fg.muted", textStyle: "sm" }),
  quantity: css({ width: "6rem" }),
  form: css({ display: "flex", flexDirection: "column", gap: "5" }),
  link: css({ fontFamily: "mono", wordBreak: "break-all", textStyle: "sm" }),
};
