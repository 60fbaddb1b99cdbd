/**
 * A courier's access token kept in D1 (`courier_tokens`, one row per courier), so every request of the Worker uses
 * the token one of them was issued until it expires (Pathao's lasts five days) instead of asking for a new one.
 */
import { eq } from "drizzle-orm";
import { courierTokens } from "@db/schema.ts";
import type { Database } from "../database.ts";
import type { CourierId } from "./courier.ts";
import type { TokenStore } from "./pathao.ts";

export function d1TokenStore(db: Database, courier: CourierId): TokenStore {
  return {
    async get() {
      const [row] = await db.select().from(courierTokens).where(eq(courierTokens.courier, courier));
      return row
        ? { accessToken: row.accessToken, refreshToken: row.refreshToken, expiresAt: row.expiresAt.getTime() }
        : null;
    },
    async put(token) {
      const values = {
        accessToken: token.accessToken,
        refreshToken: token.refreshToken,
        expiresAt: new Date(token.expiresAt),
      };
      await db
        .insert(courierTokens)
        .values({ courier, ...values })
        .onConflictDoUpdate({ target: courierTokens.courier, set: values });
    },
  };
}
