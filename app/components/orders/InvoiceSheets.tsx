import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { InvoiceView } from "~/domain/couriers/invoice.server.ts";
import type { MoneyLine } from "~/domain/orders/money-lines.ts";
import { bnDateTime } from "~/i18n/bn-time.ts";
import { currentLanguage } from "~/i18n/catalogue.ts";
import { formatDigits, formatMoney, formatWholeTaka, readerDateLocale } from "~/format.ts";
import { Button } from "~/ui/button.tsx";

/** "14 Mar 2026, 15:30" in Dhaka, in the language being read (Bangla: "১৪ মার্চ, ২০২৬, বিকাল ৩:৩০", no "PM"). */
function dhakaDate(iso: string): string {
  if (currentLanguage() === "bn") return bnDateTime(new Date(iso), "Asia/Dhaka");
  const locale = readerDateLocale();
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dhaka" }).format(
    new Date(iso),
  );
}

/**
 * Invoices and packing slips, one A4 page each when printed: the shop, the order and its customer, the lines and
 * totals, how it was paid, the cash to collect in large type, and a QR code of the order's tracking link. Its own
 * stylesheet (inline: only this page needs it) prints one order a page and none of the shop around it.
 */
export function InvoiceSheets({ invoices }: { invoices: InvoiceView[] }) {
  const texts = fulfilmentCopy.invoice;
  return (
    <div className="invoices">
      <style href="invoice-sheets" precedence="default">
        {SHEET_CSS}
      </style>
      <p className="invoice-toolbar">
        <Button type="button" onClick={() => window.print()}>
          {texts.print}
        </Button>
      </p>
      {invoices.map((invoice) => (
        <Invoice key={invoice.orderId} invoice={invoice} />
      ))}
    </div>
  );
}

function Invoice({ invoice }: { invoice: InvoiceView }) {
  const texts = fulfilmentCopy.invoice;
  // A Bangla page names the place in Bangla.
  const customerAddress = (currentLanguage() === "bn" ? invoice.customer.bnAddress : null) ?? invoice.customer.address;
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return (
    <article className="invoice" aria-label={`${texts.heading} ${invoice.reference}`}>
      <div className="invoice-top">
        <div>
          <h1 className="invoice-shop">{invoice.shop.name}</h1>
          {invoice.shop.address ? <p>{invoice.shop.address}</p> : null}
          {invoice.shop.phone ? <p>{formatDigits(invoice.shop.phone)}</p> : null}
        </div>
        <dl className="invoice-facts">
          <div>
            <dt>{texts.order}</dt>
            <dd className="invoice-mono">{invoice.reference}</dd>
          </div>
          <div>
            <dt>{texts.date}</dt>
            <dd>
              <time dateTime={invoice.placedAt}>{dhakaDate(invoice.placedAt)}</time>
            </dd>
          </div>
        </dl>
      </div>

      <section className="invoice-customer">
        <h2>{texts.billTo}</h2>
        <p className="invoice-strong">{invoice.customer.name}</p>
        <p>{formatDigits(invoice.customer.mobile)}</p>
        {customerAddress ? <p>{customerAddress}</p> : null}
        {invoice.customer.note ? (
          <p>
            {texts.note}: {invoice.customer.note}
          </p>
        ) : null}
      </section>

      <table className="invoice-lines">
        <thead>
          <tr>
            <th scope="col">{texts.item}</th>
            <th scope="col">{texts.quantity}</th>
            <th scope="col">{texts.price}</th>
            <th scope="col">{texts.amount}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.name}
                {line.variantTitle ? (
                  <span className="invoice-variant">
                    {line.sku ? orderScreensCopy.variantWithSku(line.variantTitle, line.sku) : line.variantTitle}
                  </span>
                ) : null}
              </td>
              <td>{line.quantity}</td>
              <td>{money(line.unitPriceCents)}</td>
              <td>{money(line.unitPriceCents * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {invoice.money.map((line) => (
            <tr key={line.key} className={line.key === "total" ? "invoice-strong" : undefined}>
              <th scope="row" colSpan={3}>
                {moneyLabel(line, invoice)}
              </th>
              <td>
                <InvoiceAmount line={line} currency={invoice.currency} />
              </td>
            </tr>
          ))}
        </tfoot>
      </table>

      <div className="invoice-bottom">
        <div>
          <p>
            {texts.method}: {texts.methods[invoice.paymentMethod]}
          </p>
          <p className="invoice-collect-label">{texts.cashToCollect}</p>
          <p className="invoice-collect" data-testid="cash-to-collect">
            {formatWholeTaka(invoice.collectTaka)}
          </p>
        </div>
        <figure className="invoice-qr">
          <svg
            viewBox={`-2 -2 ${invoice.qr.size + 4} ${invoice.qr.size + 4}`}
            role="img"
            aria-label={`${texts.scan}: ${invoice.trackingUrl}`}
            shapeRendering="crispEdges"
          >
            <rect x="-2" y="-2" width={invoice.qr.size + 4} height={invoice.qr.size + 4} fill="#fff" />
            <path d={invoice.qr.path} fill="#000" />
          </svg>
          <figcaption>{invoice.trackingUrl}</figcaption>
        </figure>
      </div>
    </article>
  );
}

/** What a money line is called on the invoice: the payment lines name the wallet that paid. */
function moneyLabel(line: MoneyLine, invoice: InvoiceView): string {
  const texts = fulfilmentCopy.invoice;
  switch (line.key) {
    case "subtotal":
      return texts.subtotal;
    case "delivery":
      return texts.delivery;
    case "discount":
      return texts.discount;
    case "total":
      return texts.total;
    case "walletDue":
    case "advance":
      return invoice.paidBy ? texts.paid(texts.methods[invoice.paidBy]) : texts.nothingPaid;
    case "cash":
      return texts.cashToCollect;
  }
}

/** A line's whole taka, under its amount in the shop's currency where the shop prices in another. */
function InvoiceAmount({ line, currency }: { line: MoneyLine; currency: string }) {
  const sign = line.key === "discount" ? "−" : "";
  const taka = sign + formatWholeTaka(line.taka);
  if (currency === "BDT" || line.cents === null) return <>{taka}</>;
  return (
    <>
      {sign + formatMoney(line.cents, currency)}
      <span className="invoice-taka">{taka}</span>
    </>
  );
}

/** The sheets' own stylesheet: on screen, pages on a grey desk; in print, one A4 page an order, nothing else. */
const SHEET_CSS = `
.invoices{display:flex;flex-direction:column;gap:24px;align-items:center}
.invoice-toolbar{align-self:flex-end}
.invoice{box-sizing:border-box;width:100%;max-width:210mm;min-height:0;padding:16mm 14mm;background:#fff;color:#111;border:1px solid #d4d4d8;font-size:14px;line-height:1.45;overflow-wrap:anywhere}
.invoice h1,.invoice h2{margin:0}
.invoice p{margin:0}
.invoice-top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:16px;padding-bottom:12px;border-bottom:2px solid #111}
.invoice-shop{font-size:22px;font-weight:800}
.invoice-facts{display:grid;gap:4px;margin:0}
.invoice-facts div{display:flex;gap:8px;justify-content:flex-end}
.invoice-facts dt{color:#52525b}
.invoice-facts dd{margin:0;font-weight:600}
.invoice-mono{font-family:ui-monospace,monospace}
.invoice-variant{display:block;font-size:.85em}
.invoice-taka{display:block;font-size:.85em;color:#52525b}
.invoice-customer{padding:12px 0}
.invoice-customer h2{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#52525b}
.invoice-strong{font-weight:700}
.invoice-lines{width:100%;border-collapse:collapse;margin:8px 0}
.invoice-lines th,.invoice-lines td{padding:6px 4px;border-bottom:1px solid #e4e4e7;text-align:right;vertical-align:top}
.invoice-lines th:first-child,.invoice-lines td:first-child{text-align:left}
.invoice-lines tfoot th{font-weight:400;text-align:right}
.invoice-bottom{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:16px;margin-top:16px}
.invoice-collect-label{margin-top:8px;font-size:13px;text-transform:uppercase;letter-spacing:.06em}
.invoice-collect{font-size:40px;font-weight:800;line-height:1.1}
.invoice-qr{margin:0;width:120px;text-align:center;font-size:9px;color:#52525b}
.invoice-qr svg{width:120px;height:120px;display:block}
@page{size:A4;margin:0}
@media print{
body{background:#fff}
body *{visibility:hidden}
.invoices,.invoices *{visibility:visible}
.invoices{position:absolute;left:0;top:0;width:100%;gap:0;display:block}
.invoice-toolbar{display:none}
.invoice{border:0;max-width:none;width:210mm;min-height:297mm;break-after:page;page-break-after:always}
.invoice:last-child{break-after:auto;page-break-after:auto}
}
`;
