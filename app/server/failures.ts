/**
 * Domain failures as answers. The domain says why something failed (`{ ok: false, reason }`); these tables say,
 * one per area, what the caller gets for it: a status, the copy, and the field the message belongs to. The JSON
 * API answers `{error, issues?}` with that status (`failureResponse`); page actions show the same copy.
 */
import { shopCopy } from "~/i18n/shop.ts";
import { section } from "~/i18n/catalogue.ts";
import { serverCopy } from "~/i18n/server.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { ordersCopy } from "~/i18n/orders.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import type { CatalogueFailure } from "~/domain/catalogue/admin.server.ts";
import type { FlashWindowProblem } from "~/domain/flash-sale/flash-sale.server.ts";
import type { MoveFailure } from "~/domain/orders/lifecycle.server.ts";
import type { PlaceOrderResult } from "~/domain/orders/placing.server.ts";
import type { RefundResult } from "~/domain/payments/refunds.server.ts";
import type { AddressResult } from "~/domain/delivery/addresses.server.ts";
import type { ZoneListProblem } from "~/domain/delivery/zones.server.ts";

import { formatWholeTaka } from "~/format.ts";
import type { SettleReturnResult } from "~/domain/orders/returns.server.ts";
import type { ReturnedUnitsResult } from "~/domain/orders/lifecycle.server.ts";
import type { AttachResult } from "~/domain/payments/attaching.server.ts";
import type { FailureAnswer } from "./failure-answer.ts";
import { jsonError } from "./http.ts";

export type { FailureAnswer };

/** `{error, issues?: {[field]: error}, ...extra}` with the answer's status. */
export function failureResponse(answer: FailureAnswer, extra?: Record<string, unknown>): Response {
  return jsonError(answer.status, answer.error, {
    ...(answer.field ? { issues: { [answer.field]: answer.error } } : {}),
    ...extra,
  });
}

/** The field errors a page action shows for an answer. */
export function fieldErrorsOf(answer: FailureAnswer): Record<string, string> {
  return answer.field ? { [answer.field]: answer.error } : {};
}

// Catalogue: products, flash-sale products, categories, banners.
export function catalogueFailure(failure: CatalogueFailure): FailureAnswer {
  switch (failure.reason) {
    case "unknown-category":
      return { status: 400, error: dashboardCopy.admin.errors.unknownCategory, field: "category" };
    case "image-missing":
      return { status: 400, error: dashboardCopy.admin.errors.imageMissing, field: "image" };
    case "banner-image-missing":
      return { status: 400, error: dashboardCopy.admin.errors.imageMissing, field: "banner_slide" };
    case "banner-size":
      return { status: 400, error: dashboardCopy.admin.errors.bannerSize, field: "banner_slide" };
    case "product-not-found":
      return { status: 404, error: shopCopy.seo.productNotFound };
    case "not-found":
      return { status: 404, error: shopCopy.api.notFound };
    case "category-exists":
      return { status: 409, error: dashboardCopy.admin.errors.categoryExists, field: "name" };
    case "category-in-use":
      return { status: 409, error: dashboardCopy.admin.errors.categoryInUse(failure.products) };
    case "sell-price-above-price":
      return { status: 400, error: dashboardCopy.admin.validation.sellPriceAbovePrice, field: "sellprice" };
    case "duplicate-sku":
      return { status: 400, error: variantsCopy.validation.duplicateSku, field: "variants" };
    case "variant-image":
      return { status: 400, error: variantsCopy.validation.variantImage, field: "variants" };
    case "price-with-variants":
      return { status: 400, error: variantsCopy.validation.priceWithVariants, field: "price" };
    case "offer-variant":
      return { status: 400, error: dashboardCopy.admin.validation.offerVariant, field: "variant_id" };
    case "unknown-variant":
      return { status: 400, error: variantsCopy.validation.unknownVariant, field: "variants" };
  }
}

// Images: in image-failures.ts (the admin's browser check loads it without the rest of this module).
export { imageFailures } from "./image-failures.ts";

// Orders: placing (the checkout), moving through their statuses and cancelling.
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

// Orders: settling the money of a paid order that came back.
export const returnFailures = section(
  (): Record<Exclude<SettleReturnResult, { ok: true }>["reason"], FailureAnswer> => ({
    "not-found": { status: 404, error: shopCopy.orders.notFound },
    "not-returned": { status: 409, error: ordersCopy.settleReturn.notReturned },
    "not-paid": { status: 409, error: ordersCopy.settleReturn.notPaid },
    "out-of-stock": { status: 409, error: ordersCopy.settleReturn.outOfStock },
  }),
);

// Orders: the units of a partial delivery that came back (issue 46).
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

// Payments: attaching a received payment to an order by hand (issue 46).
export const attachFailures = section((): Record<Extract<AttachResult, { ok: false }>["reason"], FailureAnswer> => ({
  "payment-not-found": { status: 404, error: dashboardCopy.payments.paymentNotFound },
  "order-not-found": { status: 404, error: dashboardCopy.payments.orderNotFound, field: "orderId" },
  "payment-taken": { status: 409, error: dashboardCopy.payments.paymentTaken },
  "nothing-due": { status: 409, error: dashboardCopy.payments.attachNothingDue, field: "orderId" },
  "order-paid": { status: 409, error: dashboardCopy.payments.orderPaid, field: "orderId" },
}));

// Payments: refunds the merchant records.
export const refundFailures = section((): Record<Extract<RefundResult, { ok: false }>["reason"], FailureAnswer> => ({
  "payment-not-found": { status: 404, error: dashboardCopy.payments.paymentNotFound },
  "nothing-due": { status: 409, error: dashboardCopy.payments.nothingDue },
  "refund-trx-id-used": { status: 409, error: dashboardCopy.payments.refundTrxIdUsed, field: "refundTrxID" },
}));

// Delivery: the address book and the zones.
export function addressFailure(failure: Extract<AddressResult, { ok: false }>): FailureAnswer {
  switch (failure.reason) {
    case "not-found":
      return { status: 404, error: dashboardCopy.addresses.notFound };
    case "too-many":
      return { status: 409, error: dashboardCopy.addresses.full(failure.limit) };
    case "unknown-area":
      return { status: 400, error: shopCopy.checkout.validation.areaOutsideDistrict, field: "areaId" };
  }
}

export function zoneFailure(failure: ZoneListProblem): FailureAnswer {
  const texts = dashboardCopy.delivery.validation;
  switch (failure.reason) {
    case "default-count":
      return { status: 400, error: texts.defaultCount, field: "zones" };
    case "duplicate-zone":
      return { status: 400, error: texts.duplicateZone, field: "zones" };
    case "covered-twice":
      return { status: 400, error: texts.coveredTwice, field: "zones" };
    case "unknown-place":
      return { status: 400, error: texts.unknownPlace, field: "zones" };
  }
}

// Users: registration, password changes, admin rights.
export const userFailures = section(
  () =>
    ({
      "email-in-use": { status: 409, error: shopCopy.auth.errors.emailInUse, field: "email" },
      "wrong-password": { status: 403, error: shopCopy.auth.errors.wrongCurrentPassword, field: "currentPassword" },
      "no-account": { status: 404, error: shopCopy.api.noAccount, field: "email" },
      unverified: { status: 409, error: shopCopy.api.unverifiedAccount, field: "email" },
      "not-admin": { status: 404, error: shopCopy.api.notAnAdmin },
      self: { status: 409, error: shopCopy.api.cannotRevokeSelf },
      "configured-admin": { status: 409, error: shopCopy.api.configuredAdmin },
      "last-admin": { status: 409, error: shopCopy.api.lastAdmin },
      // The caller's own rights were revoked while their request ran.
      "not-allowed": { status: 403, error: shopCopy.auth.notAllowed },
    }) satisfies Record<string, FailureAnswer>,
);

// Flash sale: the window an admin sets.
export const flashSaleFailures = section((): Record<FlashWindowProblem, FailureAnswer> => ({
  invalid: { status: 400, error: dashboardCopy.admin.validation.endBeforeStart, field: "endTime" },
  "out-of-range": { status: 400, error: dashboardCopy.admin.errors.flashWindowRange, field: "endTime" },
  "end-not-after-start": { status: 400, error: dashboardCopy.admin.validation.endBeforeStart, field: "endTime" },
}));
