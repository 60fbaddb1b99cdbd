/**
 * Orders' failures as answers (`FailureAnswer`): placing (the checkout), moving through their statuses and
 * cancelling, settling the money of a paid order that came back, and the units of a partial delivery that came back.
 */
import { shopCopy } from "~/i18n/shop.ts";
import { section } from "~/i18n/catalogue.ts";
import { serverCopy } from "~/i18n/server.ts";
import { ordersCopy } from "~/i18n/orders.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import type { MoveFailure, ReturnedUnitsResult } from "~/domain/orders/lifecycle.server.ts";
import type { PlaceOrderResult } from "~/domain/orders/placing.server.ts";
import type { SettleReturnResult } from "~/domain/orders/returns.server.ts";
import { formatWholeTaka } from "~/format.ts";
import type { FailureAnswer } from "../failures.ts";
import { riskFailure } from "./customers.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";

// Placing (the checkout), moving through their statuses and cancelling.
export function orderFailure(failure: Extract<PlaceOrderResult, { ok: false }> | MoveFailure): FailureAnswer {
  switch (failure.reason) {
    case "unknown-product":
      return { status: 422, error: shopCopy.checkout.errors.unknownProduct };
    case "variant-required":
      return { status: 400, error: variantsCopy.api.variantRequired(failure.productName), field: "orderProduct" };
    case "variant-mismatch":
      return { status: 400, error: variantsCopy.api.variantMismatch, field: "orderProduct" };
    case "out-of-stock":
      return {
        status: 409,
        error: shopCopy.checkout.errors.outOfStock(failure.productName ?? shopCopy.checkout.errors.aProduct),
      };
    case "price-changed":
      return { status: 409, error: shopCopy.checkout.errors.priceChanged };
    case "trx-id-used":
      return { status: 409, error: serverCopy.payment.trxIdUsedIn(failure.wallet), field: "trxID" };
    case "wallet-not-offered":
      return { status: 422, error: serverCopy.payment.walletNotOffered(failure.wallet), field: "paymentMethod" };
    case "cod-refused":
      return { status: 422, error: codRefusal(failure), field: "paymentMethod" };
    case "advance-required":
      return {
        status: 400,
        error: serverCopy.payment.advanceRequired(formatWholeTaka(failure.advanceTaka)),
        field: "advance",
      };
    case "unknown-place":
      return failure.saved
        ? { status: 400, error: shopCopy.checkout.validation.savedAddress, field: "addressId" }
        : { status: 400, error: shopCopy.checkout.validation.areaOutsideDistrict, field: "address.areaId" };
    case "pending-limit":
      return { status: 429, error: serverCopy.limits.pendingOrders(failure.limit) };
    case "flash-limit":
      return { status: 409, error: serverCopy.limits.flashUnits(failure.productName, failure.limit) };
    case "units-limit":
      return { status: 409, error: serverCopy.limits.unitsPerProduct(failure.productName, failure.limit) };
    case "signed-out":
      return { status: 401, error: shopCopy.auth.loginRequired };
    case "cod-risk":
      return riskFailure(failure.refusal);
    case "not-found":
      return { status: 404, error: shopCopy.orders.notFound };
    case "not-allowed":
      return {
        status: 409,
        error: shopCopy.orders.notAllowed(failure.from, shopCopy.orders.moveVerb[failure.to]),
      };
    case "reason-required":
      return {
        status: 400,
        error: failure.to === "returned" ? shopCopy.orders.returnReasonRequired : shopCopy.orders.reasonRequired,
        field: "note",
      };
    case "cancel-too-late":
      return { status: 409, error: shopCopy.orders.cancelTooLate[failure.status] };
    case "booking-in-progress":
      return { status: 409, error: shopCopy.orders.bookingInProgress };
    case "unknown-courier":
      return { status: 400, error: shopCopy.orders.validation.courier, field: "courier" };
  }
}

function codRefusal(failure: Extract<PlaceOrderResult, { reason: "cod-refused" }>): string {
  const zone = failure.zone ?? serverCopy.payment.thisAddress;
  switch (failure.refusal) {
    case "not-here":
      return serverCopy.payment.codNotHere(zone);
    case "pay-first":
      return serverCopy.payment.codPayFirst(zone);
    case "over-limit":
      return serverCopy.payment.codOverLimit(formatWholeTaka(failure.maxTotalTaka ?? 0));
    case "flash-sale":
      return serverCopy.payment.codFlashSale;
  }
}

// Settling the money of a paid order that came back.
export const returnFailures = section(
  (): Record<Exclude<SettleReturnResult, { ok: true }>["reason"], FailureAnswer> => ({
    "not-found": { status: 404, error: shopCopy.orders.notFound },
    "not-returned": { status: 409, error: ordersCopy.settleReturn.notReturned },
    "not-paid": { status: 409, error: ordersCopy.settleReturn.notPaid },
    "out-of-stock": { status: 409, error: ordersCopy.settleReturn.outOfStock },
  }),
);

// The units of a partial delivery that came back (issue 46).
export function returnedUnitsFailure(failure: Extract<ReturnedUnitsResult, { ok: false }>): FailureAnswer {
  const texts = orderScreensCopy.money.returned;
  switch (failure.reason) {
    case "not-found":
      return { status: 404, error: shopCopy.orders.notFound };
    case "not-delivered":
      return { status: 409, error: texts.notDelivered };
    case "unknown-line":
      return { status: 400, error: texts.unknownLine, field: "lines" };
    case "variant-required":
      return { status: 400, error: texts.variantRequired, field: "lines" };
    case "too-many":
      return { status: 400, error: texts.tooMany(failure.ordered), field: "lines" };
  }
}
