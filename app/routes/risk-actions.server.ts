/**
 * The COD risk screens' route actions (issue 49; decision 011): Manage Order's "To call" tab records a call
 * (`call`) and blocks a number after a fake one (`block`); the risk page saves the settings (`save-risk`).
 */
import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { recordCall } from "~/domain/customers/calls.server.ts";
import { readRiskSettings, saveRiskSettings } from "~/domain/customers/settings.server.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import { callSchema, riskSettingsSchema } from "~/schemas/risk.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase, getOrderDeps } from "~/server/context.ts";
import { callFailure } from "~/server/failures/customers.ts";
import { orderFailure } from "~/server/failures/orders.ts";
import { done, invalidInput, refused } from "./dashboard-actions.server.ts";

type Context = Pick<RouterContextProvider, "get">;

const orderIdField = v.object({ orderId: v.optional(v.string(), "") });

/** `{intent: "call", orderId, outcome, note?}`: as POST /api/orders/:id/calls; after a fake call, the number to block. */
export async function callIntent(context: Context, admin: SessionUser, body: unknown) {
  const id = v.safeParse(orderIdField, body);
  const parsed = parseInput(callSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const result = await recordCall(
    getDatabase(context),
    getOrderDeps(context),
    admin.email,
    id.success ? id.output.orderId : "",
    parsed.value,
    fulfilmentCopy.calls.fakeNote,
  );
  if (!result.ok) return refused(result.reason === "not-awaiting-call" ? callFailure(result) : orderFailure(result));
  return { ok: true as const, intent: "call" as const, tries: result.tries, blockOffer: result.blockOffer };
}

/** `{intent: "block", phone}`: puts the number on the blocklist (the rest of the settings as they are). */
export async function blockIntent(context: Context, body: unknown) {
  const db = getDatabase(context);
  const settings = await readRiskSettings(db);
  const phone = body && typeof body === "object" && "phone" in body ? body.phone : undefined;
  const parsed = parseInput(riskSettingsSchema, {
    ...settings,
    blocklist: [...settings.blocklist, { phone, note: "" }],
  });
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  await saveRiskSettings(db, parsed.value);
  return { ok: true as const, intent: "block" as const, blocked: String(phone) };
}

/** The risk page's form (`{intent: "save-risk", ...settings}`), the share in per cent: as PUT /api/risk/settings. */
export async function saveRiskIntent(context: Context, body: unknown) {
  const fields = (body ?? {}) as Record<string, unknown>;
  const phones = [fields.blockedPhone ?? []].flat();
  const notes = [fields.blockedNote ?? []].flat();
  const share = Number(fields.minDeliveredSharePercent);
  const parsed = parseInput(riskSettingsSchema, {
    minDeliveredShare:
      Number.isFinite(share) && String(fields.minDeliveredSharePercent).trim() !== "" ? share / 100 : "",
    minParcels: fields.minParcels,
    ordersPerPhonePerHour: fields.ordersPerPhonePerHour,
    riskyCod: fields.riskyCod,
    blocklist: phones
      .map((phone, index) => ({ phone: String(phone), note: String(notes[index] ?? "") }))
      .filter((entry) => entry.phone.trim() !== ""),
  });
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  await saveRiskSettings(getDatabase(context), parsed.value);
  return done();
}
