/**
 * The fulfilment desk's words (issue 26): booking couriers from Manage Order, and what each booked or refused
 * order says. A namespace of its own: only Manage Order and the Worker load it.
 */
export const fulfilmentCopy = {
  desk: {
    heading: "Hand over to couriers",
    help: "Select the confirmed orders to book with a courier (each zone's own, or the one you choose), or download them as a sheet for another courier's bulk upload.",
    courier: "Courier to book with",
    zoneCourier: "Each zone's courier",
    notSetUp: (courier: string) => `${courier} (not set up)`,
    couriersHeading: "Couriers",
    ready: (courier: string) => `${courier}: connected.`,
    missing: (courier: string, secrets: readonly string[]) =>
      `${courier}: not set up. Set ${secrets.join(", ")} with \`wrangler secret put\`, then deploy again.`,
    select: (orderId: string) => `Select order ${orderId}`,
    selectAll: "Select all on this page",
    selectNone: "Clear the selection",
    selected: (count: number) => (count === 1 ? "1 order selected" : `${count} orders selected`),
    exportCsv: "Download courier sheet (CSV)",
    printInvoices: "Print invoices",
    resultsHeading: "Booking results",
    resultOk: (orderId: string, trackingCode: string, courier: string) =>
      `Order ${orderId}: booked with ${courier}, tracking code ${trackingCode}.`,
    resultFailed: (orderId: string, error: string) => `Order ${orderId}: ${error}`,
  },
  /** The button: with the courier chosen, or each zone's (null). */
  book: (courier: string | null) => (courier ? `Book with ${courier}` : "Book with each zone's courier"),
  booking: "Booking...",
  /** No courier is set up at all. */
  notConnected:
    "No courier is connected. Set a courier's keys (Steadfast: STEADFAST_API_KEY and STEADFAST_SECRET_KEY; Pathao: PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and PATHAO_PASSWORD; RedX: REDX_API_TOKEN) with `wrangler secret put`, then deploy again.",
  /** The courier asked for is not set up. */
  courierNotConnected: (courier: string, secrets: readonly string[]) =>
    `${courier} is not connected. Set ${secrets.join(", ")} with \`wrangler secret put\`, then deploy again.`,
  unknownCourier: "The courier is steadfast, pathao or redx.",
  noneSelected: "Select the confirmed orders to book first.",
  booked: (count: number) => (count === 1 ? "1 order booked." : `${count} orders booked.`),
  bookedOne: (trackingCode: string) => `Booked: tracking code ${trackingCode}.`,
  failures: {
    "not-found": "No such order.",
    "not-confirmed": "Only a confirmed order that is not booked yet can be booked.",
    "call-first": "Cash on delivery not confirmed yet: call the customer first, or confirm the order.",
    "in-progress": "A booking of this order is already under way. Try again in a few minutes.",
    "no-address": (courier: string) => `This order has no delivery address or mobile number ${courier} can take.`,
    refused: (courier: string) => `${courier} refused this order.`,
    unmapped: (courier: string) => `${courier} has no delivery place matching this address: choose another courier.`,
    "no-courier": () => "No courier is set up for this order's zone.",
    unavailable: (courier: string) => `${courier} could not be reached. Nothing was booked: try again.`,
    changed: (courier: string) =>
      `${courier} booked it, but the order changed meanwhile (it was cancelled?). Cancel the parcel in ${courier}'s portal.`,
    "duplicate-consignment": (courier: string) =>
      `${courier} answered with a consignment id another order already has, so this order was not marked shipped. Check the parcel in ${courier}'s portal before booking it again.`,
  },
  /** A booking a courier answered with another order's consignment id (the shop keeps each id on one order). */
  consignmentTaken: (consignmentId: string, courier: string) =>
    `${courier} answered with consignment ${consignmentId}, which another order already has, so this order was not marked shipped. Check the parcel in ${courier}'s portal before booking it again.`,
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
    /** Pathao's and RedX's (issue 51). */
    badSignature: "The X-PATHAO-Signature header does not carry the shop's Pathao webhook secret.",
    badToken: "The webhook URL's token is not the shop's RedX webhook token.",
    badEvent: (courier: string) => `The body is not a ${courier} webhook event.`,
    unknownCourier: "No such courier.",
    statusUnavailable: (courier: string) =>
      `${courier}'s status API could not be reached to confirm this event: send it again later.`,
  },
  /** A refusal with the courier's own reason. */
  failureWithReason: (message: string, reason: string) => `${message} ${reason}`,
  /** The couriers booked through their APIs (issue 51), by id. */
  courierNames: { steadfast: "Steadfast", pathao: "Pathao", redx: "RedX" },
  /** The customer behind a phone number (issue 49): Manage Order's badge and the order page. */
  customer: {
    newCustomer: "New customer",
    delivered: (count: number) => `${count} delivered`,
    returned: (returned: number, parcels: number) => `${returned} of ${parcels} returned`,
    /** The badge's full words, for screen readers and the tooltip. */
    label: (phone: string, orders: number, delivered: number, returned: number) =>
      `Customer ${phone}: ${orders} ${orders === 1 ? "order" : "orders"}, ${delivered} delivered, ${returned} returned`,
    courierScore: (courier: string, delivered: number, total: number) =>
      total === 0 ? `${courier}: no parcels yet` : `${courier}: ${delivered} of ${total} delivered`,
  },
  /** Why the order was treated as it was (issue 49). */
  decision: {
    heading: "Why this order was treated so",
    action: {
      "advance-delivery": "Advance asked",
      "advance-full": "Full payment asked first",
      refuse: "Cash on delivery refused",
    },
    shop: (returned: number, parcels: number) => `${returned} of ${parcels} parcels returned (this shop)`,
    courier: (courier: string, delivered: number, total: number) => `${courier} ${delivered} of ${total} delivered`,
    line: (action: string, reasons: string[]) => `${action}: ${reasons.join("; ")}`,
  },
  /** Calls before shipping a cash-on-delivery order (issue 49). */
  calls: {
    tab: "To call",
    tabCount: (count: number) => `To call (${count})`,
    empty: "No cash-on-delivery order is waiting for a call.",
    record: (id: string) => `Record call for order ${id}`,
    recordVisible: "Record call",
    dialogTitle: "How did the call go?",
    outcome: "Outcome",
    outcomes: { confirmed: "Confirmed", "no-answer": "No answer", fake: "Fake order" },
    note: "Note (optional)",
    save: "Save",
    tries: (count: number) => (count === 1 ? "1 call without an answer" : `${count} calls without an answer`),
    timeline: {
      confirmed: "Call: the customer confirmed",
      "no-answer": "Call: no answer",
      fake: "Call: a fake order",
    },
    fakeNote: "Not confirmed on the phone: the order is cancelled.",
    blockOffer: (phone: string) => `Block ${phone}?`,
    block: "Block this number",
    blocked: (phone: string) => `${phone} is blocked.`,
    notPending: "Only a cash-on-delivery order waiting for its call can be called about.",
    badOutcome: "Choose how the call went: confirmed, no answer or fake.",
    badNote: "The note is at most 500 characters.",
  },
  /** The risk settings page (issue 49). */
  risk: {
    title: "Risky orders | e-Shop",
    heading: "Risky cash-on-delivery orders",
    nav: "Risk",
    help: "A phone is risky when its record with this shop, or its courier's, has at least the parcels below and delivers fewer than the share below. Its cash-on-delivery orders are then asked as you choose here.",
    minDeliveredShare: "Delivered share below which a phone is risky (%)",
    minParcels: "Parcels needed before the share counts",
    ordersPerPhonePerHour: "Orders one phone may place in an hour (0: no limit)",
    riskyCod: "For a risky phone's cash on delivery",
    riskyCodOptions: {
      "advance-delivery": "Ask the delivery charge first",
      "advance-full": "Ask the whole amount first",
      refuse: "Offer no cash on delivery",
    },
    blocklist: "Blocked numbers",
    blocklistHelp: "Orders to these numbers are refused; the customer is asked to call the shop.",
    phone: "Phone",
    note: "Note",
    addBlocked: "Add a number",
    remove: (phone: string) => `Remove ${phone}`,
    save: "Save settings",
    saved: "Settings saved.",
    validation: {
      share: "Give a share from 0 to 100.",
      whole: "Give a whole number from 1 to 1000.",
      riskyCod: "Choose what a risky phone's cash on delivery asks.",
      phone: "Give an 11-digit mobile number such as 01712345678.",
      note: "The note is at most 200 characters.",
      blocklist: "At most 1000 blocked numbers.",
    },
  },
};
