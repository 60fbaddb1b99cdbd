/**
 * The browser side of checkout: which lines a checkout is for, the draft that survives a reload (sessionStorage,
 * never navigation state), and the quotes; the order is placed through the payment page's action (decision 011).
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { shopCopy } from "~/i18n/shop.ts";
import { CART_STORAGE_KEY, cartLinesCookieValue, parseCart, parseQuantity, type CartLine } from "~/schemas/cart.ts";
import type { CartQuote } from "~/domain/orders/types.ts";
import { useHydrated } from "./hydrated.ts";

const DRAFT_KEY = "checkout_draft";

export interface CheckoutDraft {
  name: string;
  mobile: string;
  /** Stays the same across retries of one checkout, so the server places the order once. */
  checkoutKey: string;
  /** One of the shopper's saved addresses, chosen at the shipping step (null: a new address, below). */
  addressId: number | null;
  /** A new address, as typed. */
  address: DraftAddress;
}

export interface DraftAddress {
  districtId: number | null;
  areaId: number | null;
  line: string;
  note: string;
}

const EMPTY_ADDRESS: DraftAddress = { districtId: null, areaId: null, line: "", note: "" };

const idOrNull = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;

function readAddress(value: unknown): DraftAddress {
  if (!value || typeof value !== "object") return EMPTY_ADDRESS;
  const stored = value as Partial<Record<keyof DraftAddress, unknown>>;
  return {
    districtId: idOrNull(stored.districtId),
    areaId: idOrNull(stored.areaId),
    line: typeof stored.line === "string" ? stored.line : "",
    note: typeof stored.note === "string" ? stored.note : "",
  };
}

/**
 * `/productorder/cart` is the whole stored cart; `/productorder/<id>?qty=&type=` is one product (Buy Now), with
 * `&variant=` for a product with options.
 */
export function checkoutLines(id: string, search: URLSearchParams): CartLine[] {
  if (id === "cart") {
    try {
      return parseCart(window.localStorage.getItem(CART_STORAGE_KEY));
    } catch {
      return [];
    }
  }
  return [
    {
      product_id: id,
      product_qty: parseQuantity(search.get("qty") ?? 1),
      product_type: search.get("type") === "flashsell" ? "flashsell" : "regular",
      ...(/^\d+$/.test(search.get("variant") ?? "") ? { variant_id: search.get("variant")! } : {}),
    },
  ];
}

function newCheckoutKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

export function readDraft(): CheckoutDraft {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? "null") as Partial<
      Record<keyof CheckoutDraft, unknown>
    > | null;
    if (stored && typeof stored === "object") {
      return {
        name: typeof stored.name === "string" ? stored.name : "",
        mobile: typeof stored.mobile === "string" ? stored.mobile : "",
        checkoutKey:
          typeof stored.checkoutKey === "string" && stored.checkoutKey ? stored.checkoutKey : newCheckoutKey(),
        addressId: idOrNull(stored.addressId),
        address: readAddress(stored.address),
      };
    }
  } catch {
    // A corrupt draft is replaced by an empty one.
  }
  return { name: "", mobile: "", checkoutKey: newCheckoutKey(), addressId: null, address: EMPTY_ADDRESS };
}

export function saveDraft(draft: CheckoutDraft) {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked: the form still works for this page view.
  }
}

/**
 * The draft the shipping step leaves once the shopper goes on to pay, to `addressId` (a saved address: chosen, or
 * the new one just saved to the book) or to the new address as typed (null). Going to a saved address empties the
 * typed one: it is in the book now, or was not used, and the next "Use a new address" starts empty, courier note
 * included (issue 45).
 */
export function shippedDraft(
  draft: CheckoutDraft,
  next: Pick<CheckoutDraft, "name" | "mobile" | "address">,
  addressId: number | null,
): CheckoutDraft {
  return {
    ...draft,
    name: next.name,
    mobile: next.mobile,
    addressId,
    address: addressId === null ? next.address : EMPTY_ADDRESS,
  };
}

/**
 * The draft the next checkout starts from once an order is placed: a new key, the name, mobile and address kept,
 * but not the courier note, which was for that parcel (issue 45: it stayed filled in for the next address).
 */
export function finishedDraft(draft: CheckoutDraft, checkoutKey = newCheckoutKey()): CheckoutDraft {
  return { ...draft, checkoutKey, address: { ...draft.address, note: "" } };
}

/** After an order is placed, the next checkout starts with a new key and no courier note. */
export function finishDraft() {
  saveDraft(finishedDraft(readDraft()));
}

/** Where a quote prices the delivery to: a district and one of its areas. */
export interface QuotePlace {
  districtId: number;
  areaId: number;
}

/**
 * Where the delivery goes for what the shipping step has: the chosen saved address's district and area, or the new
 * address's once both are chosen (else null: no delivery to price yet).
 */
export function draftPlace(
  draft: Pick<CheckoutDraft, "addressId" | "address">,
  saved: readonly { id: number; districtId: number; areaId: number }[],
): QuotePlace | null {
  if (draft.addressId !== null) {
    const address = saved.find((each) => each.id === draft.addressId);
    return address ? { districtId: address.districtId, areaId: address.areaId } : null;
  }
  const { districtId, areaId } = draft.address;
  return districtId !== null && areaId !== null ? { districtId, areaId } : null;
}

export async function fetchQuote(
  lines: CartLine[],
  place: QuotePlace | null = null,
  checkoutKey: string | null = null,
  mobile: string | null = null,
): Promise<CartQuote> {
  if (lines.length === 0)
    return {
      lines: [],
      itemCount: 0,
      subtotalCents: 0,
      shippingCents: 0,
      deliveryCents: 0,
      delivery: null,
      totalCents: 0,
      taka: { goods: 0, delivery: 0, discount: 0, total: 0 },
      amountDuePaisa: 0,
      orderable: false,
      cod: null,
    };
  const response = await fetch("/api/cart/quote", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    // The browser's saved lines: one it can no longer buy as saved comes back with its problem, not as a refusal.
    body: JSON.stringify({
      orderProduct: lines,
      stored: true,
      ...(place ? { address: place } : {}),
      // The payment step: the server also answers the number the order will have (its reference).
      ...(checkoutKey ? { checkoutKey } : {}),
      // The order's number: a risky one's cash on delivery is quoted as the shop's risk rule asks (issue 49).
      ...(mobile ? { mobile } : {}),
    }),
  });
  if (!response.ok) throw new Response(shopCopy.checkout.errors.failed, { status: response.status });
  return (await response.json()) as CartQuote;
}

/** What the confirmation page removes from the cart: the bought product for a Buy Now, else everything. */
export function clearParam(id: string, search: URLSearchParams): string {
  if (id === "cart") return "cart";
  const variant = search.get("variant");
  return `${id}:${search.get("type") === "flashsell" ? "flashsell" : "regular"}${variant && /^\d+$/.test(variant) ? `:${variant}` : ""}`;
}

export type QuoteState =
  { status: "loading" } | { status: "ready"; quote: CartQuote } | { status: "failed"; error: string };

/**
 * Prices lines with the server whenever they change. The lines live in this browser, so this runs after
 * hydration; until then (and on the server) the state is "loading", the same on both sides, unless the server
 * priced them already (`served`: the cart page prices the lines its cookie mirrors, decision 036). Then that quote
 * is the state from the start, and it is not asked for again while the stored lines are the ones it priced.
 */
export function useQuote(
  lines: CartLine[] | null,
  place: QuotePlace | null = null,
  served: { lines: CartLine[]; quote: CartQuote } | null = null,
  checkoutKey: string | null = null,
  mobile: string | null = null,
): [QuoteState, (quote: CartQuote) => void] {
  const [state, setState] = useState<QuoteState>(
    served ? { status: "ready", quote: served.quote } : { status: "loading" },
  );
  const key = lines === null ? null : JSON.stringify([lines, place, checkoutKey, mobile]);
  // The server's quote answers the first stored lines once, if they are the ones it priced.
  const servedLines = useRef(served && cartLinesCookieValue(served.lines));
  useEffect(() => {
    if (key === null) return;
    const [quoted, at, forKey, forMobile] = JSON.parse(key) as [
      CartLine[],
      QuotePlace | null,
      string | null,
      string | null,
    ];
    const answered = !at && cartLinesCookieValue(quoted) === servedLines.current;
    servedLines.current = null;
    if (answered) return;
    let current = true;
    fetchQuote(quoted, at, forKey, forMobile).then(
      (quote) => current && setState({ status: "ready", quote }),
      () => current && setState({ status: "failed", error: shopCopy.checkout.errors.network }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return [state, (quote) => setState({ status: "ready", quote })];
}

/** The lines and draft of a checkout, read from this browser's storage once hydrated (null before). */
export function useCheckoutSource(id: string, search: string) {
  const hydrated = useHydrated();
  return useMemo(
    () => (hydrated ? { lines: checkoutLines(id, new URLSearchParams(search)), draft: readDraft() } : null),
    [hydrated, id, search],
  );
}
