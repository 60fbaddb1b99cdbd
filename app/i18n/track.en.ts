/**
 * Tracking an order without an account (issue 50): `/track` and `GET /api/track`. A namespace of its own, so only
 * the tracking page downloads it.
 */
export const trackCopy = {
  title: "Track your order | e-Shop",
  description: "See where your order is with your mobile number and the order's number.",
  heading: "Track your order",
  intro: "Enter the mobile number you ordered with and the order's number (in your SMS, e.g. 7K3M9QX2).",
  phone: "Mobile number",
  phoneHint: "The number the order was placed with",
  phonePlaceholder: "01712345678",
  reference: "Order number",
  referenceHint: "8 letters and digits",
  submit: "Track order",
  submitting: "Looking...",
  notFoundTitle: "No order found",
  notFound: "We found no order with this mobile number and order number. Check both and try again.",
  tooMany: (minutes: number) =>
    `Too many lookups from this connection. Please try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`,
  resultHeading: (reference: string) => `Order #${reference}`,
  status: "Status",
  placed: "Placed",
  deliverTo: "Delivery area",
  noArea: "Not given",
  noTracking: "The courier's tracking appears here once the order is handed over.",
  another: "Track another order",
  validation: {
    reference: "Enter the order's number: 8 letters and digits, as in your SMS.",
  },
};
