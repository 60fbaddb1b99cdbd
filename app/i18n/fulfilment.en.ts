/**
 * The fulfilment desk's words (issue 26): booking couriers from Manage Order, and what each booked or refused
 * order says. A namespace of its own: only Manage Order and the Worker load it.
 */
export const fulfilmentCopy = {
  desk: {
    heading: "Hand over to couriers",
    help: "Select the confirmed orders to book with Steadfast, or download them as a sheet for another courier's bulk upload.",
    select: (orderId: string) => `Select order ${orderId}`,
    selectAll: "Select all on this page",
    selectNone: "Clear the selection",
    selected: (count: number) => (count === 1 ? "1 order selected" : `${count} orders selected`),
    exportCsv: "Download courier sheet (CSV)",
    printInvoices: "Print invoices",
    resultsHeading: "Booking results",
    resultOk: (orderId: string, trackingCode: string) => `Order ${orderId}: booked, tracking code ${trackingCode}.`,
    resultFailed: (orderId: string, error: string) => `Order ${orderId}: ${error}`,
  },
  book: "Book with Steadfast",
  booking: "Booking...",
  notConnected:
    "Steadfast is not connected. Set the secrets STEADFAST_API_KEY and STEADFAST_SECRET_KEY (from Steadfast's portal, API settings) with `wrangler secret put`, then deploy again.",
  noneSelected: "Select the confirmed orders to book first.",
  booked: (count: number) =>
    count === 1 ? "1 order booked with Steadfast." : `${count} orders booked with Steadfast.`,
  bookedOne: (trackingCode: string) => `Booked: tracking code ${trackingCode}.`,
  failures: {
    "not-found": "No such order.",
    "not-confirmed": "Only a confirmed order that is not booked yet can be booked.",
    "in-progress": "A booking of this order is already under way. Try again in a few minutes.",
    "no-address": "This order has no delivery address or mobile number Steadfast can take.",
    refused: "Steadfast refused this order.",
    unavailable: "Steadfast could not be reached. Nothing was booked: try again.",
    changed:
      "Steadfast booked it, but the order changed meanwhile (it was cancelled?). Cancel the parcel in Steadfast's portal.",
    "duplicate-consignment":
      "Steadfast answered with a consignment id another order already has, so this order was not marked shipped. Check the parcel in Steadfast's portal before booking it again.",
  },
  /** A booking Steadfast answered with another order's consignment id (the shop keeps each id on one order). */
  consignmentTaken: (consignmentId: string) =>
    `Steadfast answered with consignment ${consignmentId}, which another order already has, so this order was not marked shipped. Check the parcel in Steadfast's portal before booking it again.`,
  invoice: {
    title: (orderId: string) => `Invoice ${orderId} | e-Shop`,
    titleMany: (count: number) => `${count} invoices | e-Shop`,
    description: "A printable invoice and packing slip.",
    heading: "Invoice",
    print: "Print",
    order: "Order",
    reference: "Reference",
    date: "Date",
    billTo: "Deliver to",
    note: "Note",
    item: "Item",
    quantity: "Qty",
    price: "Price",
    amount: "Amount",
    subtotal: "Subtotal",
    delivery: "Delivery",
    discount: "Discount",
    total: "Total",
    paid: (method: string) => `Paid by ${method}`,
    nothingPaid: "Paid before delivery",
    method: "Payment method",
    cashToCollect: "Cash to collect",
    scan: "Scan to follow this order",
    methods: { bKash: "bKash", Nagad: "Nagad", Rocket: "Rocket", COD: "Cash on delivery" },
    noIds: "Give the orders to print as ?ids=ID1,ID2 (at most 100).",
  },
  tracking: {
    follow: (courier: string) => `Follow the parcel on ${courier}'s site`,
    /** Manage Order's row: the courier's latest word on the parcel. */
    latest: (text: string) => `Courier: ${text}`,
    updates: "What the courier said",
    partial: "The courier delivered only part of this parcel.",
    /** A status the courier sent without a message. */
    status: (status: string) => `Status: ${status.replaceAll("_", " ")}`,
  },
  shipments: {
    badCsv: "The sheet needs a header row with the columns Invoice, Courier and Tracking.",
    badJson: "Send the shipments as { rows: [{ orderId, courier, trackingNumber }] }.",
    badType: "Send the courier's sheet as text/csv, or the rows as JSON.",
    empty: "The sheet has no rows.",
    tooMany: "At most 500 rows at a time.",
    badRow: (row: number) => `Row ${row} needs an order id, a courier and a tracking number.`,
  },
  webhook: {
    unauthorized: "The Authorization header does not carry the shop's Steadfast webhook token.",
    badBody: "The body is not a Steadfast status update.",
    unknownConsignment: "No order has this consignment id.",
  },
  /** A refusal with the courier's own reason. */
  failureWithReason: (message: string, reason: string) => `${message} ${reason}`,
};
