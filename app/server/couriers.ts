/**
 * The couriers over HTTP (issue 51): the adapters of the couriers whose keys are set, built from the configuration
 * for one request, and what the screens say about each (connected, or the secrets to set).
 */
import { COURIER_IDS, type CourierId } from "~/domain/couriers/courier.ts";
import { courierAdapter } from "~/domain/couriers/adapters.server.ts";
import type { CourierAdapters } from "~/domain/couriers/booking.server.ts";
import { COURIER_KEYS } from "./config.ts";
import { getConfig, getDatabase, type ContextReader } from "./context.ts";

export function courierAdaptersOf(context: ContextReader): CourierAdapters {
  const accounts = getConfig(context).couriers;
  const db = getDatabase(context);
  const adapters: CourierAdapters = {};
  for (const id of COURIER_IDS) {
    const adapter = courierAdapter(db, accounts, id);
    if (adapter) adapters[id] = adapter;
  }
  return adapters;
}

/** One courier as the desk lists it: set up, or the secrets it still needs. */
export interface CourierReadiness {
  id: CourierId;
  ready: boolean;
  secrets: readonly string[];
}

export function courierReadiness(context: ContextReader): CourierReadiness[] {
  const accounts = getConfig(context).couriers;
  return COURIER_IDS.map((id) => ({ id, ready: accounts[id] !== null, secrets: COURIER_KEYS[id] }));
}
