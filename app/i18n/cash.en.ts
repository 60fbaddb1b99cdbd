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
    help: "For RedX, or any courier's statement: a CSV with the header Courier,Payout,Date,Invoice,Tracking,Collected,Charge,Paid, one row per parcel, amounts in taka. Invoice is the order's number; Tracking its consignment id or tracking number.",
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
    header:
      "The first line must be exactly: Courier,Payout,Date,Invoice,Tracking,Collected,Charge,Paid. Nothing was recorded.",
    empty: "The sheet has no rows under its header.",
    tooManyRows: (max: number) =>
      `A sheet may hold at most ${max.toLocaleString("en-US")} rows. Split it and upload each part.`,
    tooLarge: (megabytes: number) => `A sheet may be at most ${megabytes} MB.`,
    wrongType: "Send the sheet as text/csv.",
    problems: {
      columns: "it must have 8 cells, as the header.",
      courier: "the courier must be Steadfast, Pathao or RedX.",
      payout: "the payout id is missing (or longer than 64 characters).",
      date: "the date must be a day such as 2026-11-26.",
      parcel: "give the order's invoice or the parcel's tracking number.",
      collected: "Collected must be whole taka, or empty.",
      charge: "Charge must be whole taka.",
      paid: "Paid must be taka.",
      repeated: "this parcel is on an earlier line already.",
      "date-differs": "this payout has another date on an earlier line.",
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
  badCourier: "Choose the courier: steadfast, pathao or redx.",
  badFormat: "The format must be json or csv.",
};
