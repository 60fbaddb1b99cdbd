/** A user in the JSON API: `{email, displayName, admin}`, never more (no id, no hash, no photo). */
import type { SessionUser } from "~/domain/types.ts";

export interface ApiUser {
  email: string;
  displayName: string;
  admin: boolean;
}

export function toApiUser(user: SessionUser): ApiUser {
  return { email: user.email, displayName: user.displayName, admin: user.isAdmin };
}
