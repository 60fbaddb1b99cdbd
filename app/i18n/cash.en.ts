/**
 * The cash the couriers owe the shop (issue 51): /dashboard/cash, its payouts, the settlement sheet's upload, the
 * ledger's export and the answers of /api/cash and /api/payouts. Only the cash page and the Worker load it.
 */
export const cashCopy = {
  meta: {
    title: "Cash from couriers | e-Shop",
    description: "The cash each courier collected, what it paid out, and payouts that differ.",
  },
  heading: "Cash from couriers",
  intro:
    "The cash each courier collected on delivery, what it has paid out, and every payout that differs from what it collected.",
  couriers: { steadfast: "Steadfast", pathao: "Pathao", redx: "RedX" },
  filter: { label: "Courier", all: "All couriers" },
  outstanding: {
    heading: "Collected, not yet paid out",
    orders: (count: number) => (count === 1 ? "1 order" : `${count} orders`),
    oldest: (days: number) =>
      days === 0
        ? "Oldest delivered today"
        : days === 1
          ? "Oldest delivered 1 day ago"
          : `Oldest delivered ${days} days ago`,
    none: "Nothing waiting: the cash of every delivered parcel is paid out.",
  },
  paidOut: "Paid out",
  payouts: {
    heading: "Payouts",
    caption: "Payouts received, newest first",
    date: "Date",
    id: "Payout",
    courier: "Courier",
    orders: "Orders",
    taka: "Amount",
    none: "No payouts recorded yet.",
  },
  mismatches: {
    heading: "Payouts that differ",
    caption: "Orders whose payout differs from the cash collected less the charge",
    order: "Order",
    courier: "Courier",
    expected: "Expected",
    collected: "Collected",
    charge: "Charge",
    paid: "Paid",
    difference: "Difference",
    notSaid: "Not said",
    none: "Every payout matches the cash collected less the charge.",
  },
  empty: "No cash-on-delivery parcel has gone with a courier yet.",
  sync: {
    button: "Check payouts",
    checking: "Checking...",
    help: "Steadfast's payouts are checked every hour; check now to see a new one at once.",
    result: (courier: string, payouts: number, orders: number) =>
      payouts === 0
        ? `${courier}: no new payouts.`
        : `${courier}: ${payouts === 1 ? "1 new payout" : `${payouts} new payouts`} for ${orders === 1 ? "1 order" : `${orders} orders`}.`,
    unmatched: (count: number) =>
      count === 1
        ? "1 payout is for parcels the shop does not know: it is checked again later."
        : `${count} payouts are for parcels the shop does not know: they are checked again later.`,
    failed: (courier: string, error: string) =>
      `${courier} did not answer (${error}). Nothing was recorded: try again.`,
    notSetUp:
      "Steadfast is not connected. Set the secrets STEADFAST_API_KEY and STEADFAST_SECRET_KEY with `wrangler secret put`, then deploy again.",
  },
  sheet: {
    heading: "Upload a settlement sheet",
    help: (header: string) =>
      `For RedX, or any courier's statement: a CSV with the header ${header}, one row per parcel, amounts in taka. Invoice is the order's number; Tracking its consignment id or tracking number.`,
    file: "Settlement sheet (CSV)",
    upload: "Upload",
    uploading: "Uploading...",
    chooseFile: "Choose the CSV file to upload.",
    result: (payouts: number, orders: number) =>
      payouts === 0 && orders === 0
        ? "Nothing new: every parcel of the sheet is paid out already or unknown."
        : `Recorded ${payouts === 1 ? "1 payout" : `${payouts} payouts`} for ${orders === 1 ? "1 order" : `${orders} orders`}.`,
    unknownHeading: "Parcels not found",
    unknown: (courier: string, payout: string, parcel: string) => `${courier} payout ${payout}: ${parcel}`,
    rowsHeading: "Rows to fix (nothing was recorded)",
    row: (line: number, error: string) => `Line ${line}: ${error}`,
    notCsv: "The file is not CSV (a quote is never closed).",
    header: (header: string) => `The first line must be exactly: ${header}. Nothing was recorded.`,
    empty: "The sheet has no rows under its header.",
    tooManyRows: (max: number) =>
      `A sheet may hold at most ${max.toLocaleString("en-US")} rows. Split it and upload each part.`,
    tooLarge: (megabytes: number) => `A sheet may be at most ${megabytes} MB.`,
    wrongType: (type: string) => `Send the sheet as ${type}.`,
    /** A cell's problem: the column's name, then what is wrong with it. */
    cell: (column: string, problem: string) => `${column} ${problem}`,
    problems: {
      columns: "The row must have 8 cells, as the header.",
      courier: "must be Steadfast, Pathao or RedX.",
      payout: "must be given, in at most 64 characters.",
      date: "must be a day such as 2026-11-26.",
      parcel: "must give the order's invoice or the parcel's tracking number.",
      collected: "must be whole taka, or empty.",
      charge: "must be whole taka.",
      paid: "must be taka.",
      repeated: "names a parcel on an earlier line already.",
      "date-differs": "differs from this payout's date on an earlier line.",
    },
  },
  export: "Export CSV",
  exportColumns: [
    "Order",
    "Reference",
    "Courier",
    "Consignment",
    "Expected",
    "Collected",
    "Charge",
    "Paid",
    "Payout",
    "Payout date",
    "Difference",
  ],
  badCourier: (choices: string) => `The courier must be one of ${choices}.`,
  badFormat: (choices: string) => `The format must be one of ${choices}.`,
};
