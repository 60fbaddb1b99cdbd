/**
 * The cart page's texts: its lines, their quantities and notices, the way on to the order. A namespace of its
 * own: only the cart page shows them (the checkout's are checkout.en.ts).
 */
export const cartCopy = {
  /** The cart page's title and description, for its meta tags. */
  title: "Shopping cart | e-Shop",
  description: "The products in your e-Shop cart.",
  heading: "Shopping Cart",
  itemCount: (count: number) => (count === 1 ? "1 item" : `${count} items`),
  products: "Products in your cart",
  product: "Product",
  price: "Price",
  quantity: "Quantity",
  total: "Total",
  quantityOf: (name: string) => `Quantity of ${name}`,
  decreaseQuantityOf: (name: string) => `Decrease quantity of ${name}`,
  increaseQuantityOf: (name: string) => `Increase quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  removeShort: "Remove",
  removeTitle: "Remove this product?",
  removeDescription: (name: string) => `${name} will be taken out of your cart.`,
  cancel: "Cancel",
  confirmRemove: "Remove",
  close: "Close",
  noLongerSold: "This product is no longer sold.",
  /** A saved line that names no variant of a product now sold in options (issue 28). */
  chooseOptionsAgain: "It now comes in options: choose one on its page, and remove this line.",
  /** A saved line whose variant the merchant has since deleted, of a product still sold (issue 28). */
  chooseAnotherOption: "This option is no longer sold: choose another on its page, and remove this line.",
  outOfStock: "Out of stock",
  onlyLeft: (count: number) => `Only ${count} left`,
  flashEnded: "The flash sale has ended: the regular price applies.",
  emptyTitle: "Your cart is empty",
  emptyHelp: "Find something you like: it waits here until you order.",
  startShopping: "Start shopping",
  continueShopping: "Continue shopping",
  proceed: "Proceed to order",
  notOrderable: "Some products cannot be ordered as they are. Change or remove the marked ones to continue.",
  secure: "Pay by bKash, Nagad, Rocket or cash on delivery when you confirm the order.",
} as const;
