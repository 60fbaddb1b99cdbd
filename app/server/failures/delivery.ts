/** Delivery's failures as answers (`FailureAnswer`): the address book and the zones. */
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { AddressResult } from "~/domain/delivery/addresses.server.ts";
import type { ZoneListProblem } from "~/domain/delivery/zones.server.ts";
import type { FailureAnswer } from "../failures.ts";

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
