/**
 * The order desk's words (issue 50): orders the merchant takes on Facebook, Messenger, WhatsApp, Instagram, the phone
 * or at the counter, typed in phone first, and the payment link texted to the customer. Only the desk, Manage
 * Order's channel filter and the Worker load it.
 */
export const deskCopy = {
  meta: { title: "Take an order", description: "Enter an order from Facebook, WhatsApp or the phone." },
  heading: "Take an order",
  intro:
    "For an order from Facebook, Messenger, WhatsApp, Instagram, a call or the counter. Start with the customer's phone.",
  open: "Take an order",
  phone: {
    heading: "1. Customer's phone",
    label: "Mobile number",
    lookUp: "Look up",
    change: "Change",
    noRecord: "No orders from this number yet.",
    savedAddresses: "Saved addresses",
    lastAddress: "Last address",
    useAddress: "Deliver here",
    risky: "For cash on delivery to this number, take the delivery charge in advance.",
    blocked: "This number is on the blocklist: the shop takes no order for it.",
  },
  products: {
    heading: "2. Products",
    search: "Search products",
    searchButton: "Search",
    noResults: "No product matches.",
    add: "Add",
    addNamed: (name: string) => `Add ${name}`,
    remove: (name: string) => `Remove ${name}`,
    option: "Option",
    quantity: "Quantity",
    inStock: (count: number) => `${count} in stock`,
    none: "No products yet: search for them and add them.",
    lines: "In this order",
  },
  address: { heading: "3. Address" },
  payment: {
    heading: "4. Payment",
    how: "How the customer pays",
    ways: {
      cod: "Cash on delivery",
      "cod-advance": "Cash on delivery, advance already received",
      paid: "Already paid by wallet",
      link: "Will pay by wallet: send a payment link",
    },
    wallet: "Wallet",
    number: "Number the money came from",
    trxId: "TrxID",
  },
  channel: {
    heading: "5. Channel",
    label: "Where the order came from",
    names: {
      web: "Website",
      facebook: "Facebook",
      messenger: "Messenger",
      whatsapp: "WhatsApp",
      instagram: "Instagram",
      phone: "Phone call",
      "walk-in": "Walk-in",
    },
  },
  note: "Note (optional)",
  discount: (currency: string) => `Discount, ${currency} (optional)`,
  customerName: "Customer's name",
  submit: "Place order",
  placing: "Placing the order...",
  placed: (reference: string) => `Order ${reference} placed.`,
  paymentLink: "Payment link",
  paymentLinkHelp: "Works without signing in, for this order only, until it is paid or its payment time ends.",
  sendLink: "Send payment link",
  linkSent: "Payment link sent by SMS.",
  viewOrder: "Open the order",
  another: "Take another order",
  validation: {
    channel: "Choose where the order came from.",
    note: "A note is at most 500 characters.",
    discount: "Enter a discount of 0 or more, at most 2 decimals.",
    payment: "A wallet payment already received needs the number it came from and its TrxID.",
  },
  failures: {
    "not-waiting": "This order does not wait for a wallet payment, so it has no payment link.",
  },
  /** Manage Order's and the order's channel. */
  filter: { label: "Channel", all: "All channels" },
};
