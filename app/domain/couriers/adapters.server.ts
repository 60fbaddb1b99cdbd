/**
 * The courier adapter for a courier id, from the account settings (app/server/config.ts `couriers`): null when that
 * courier's keys are missing. Adding a courier is its adapter, its fake, its row of settings and its line here.
 */
import type { Database } from "../database.ts";
import type { CourierAdapter, CourierId } from "./courier.ts";
import { pathaoAdapter, type PathaoConfig } from "./pathao.ts";
import { redxAdapter, type RedxConfig } from "./redx.ts";
import { steadfastAdapter, type SteadfastConfig } from "./steadfast.ts";
import { d1TokenStore } from "./tokens.server.ts";

/** Each courier's account, null when its keys are not set. */
export interface CourierAccounts {
  steadfast: SteadfastConfig | null;
  pathao: PathaoConfig | null;
  redx: RedxConfig | null;
}

export function courierAdapter(
  db: Database,
  accounts: CourierAccounts,
  courier: CourierId,
  fetcher: typeof fetch = fetch,
): CourierAdapter | null {
  switch (courier) {
    case "steadfast":
      return accounts.steadfast && steadfastAdapter(accounts.steadfast, fetcher);
    case "pathao":
      return accounts.pathao && pathaoAdapter(accounts.pathao, { tokens: d1TokenStore(db, "pathao"), fetcher });
    case "redx":
      return accounts.redx && redxAdapter(accounts.redx, fetcher);
  }
}
