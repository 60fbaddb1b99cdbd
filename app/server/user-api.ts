/**
 * A user in the JSON API: `{email, displayName, admin, emailVerified}`, never more (no id, no hash, no photo).
 * `emailVerified` is false until the owner follows the link the shop emailed them (decision 025).
 */
import type { SessionUser } from "~/domain/accounts/types.ts";

export interface ApiUser {
  email: string;
  displayName: string;
  admin: boolean;
  emailVerified: boolean;
}

export function toApiUser(user: SessionUser): ApiUser {
  return { email: user.email, displayName: user.displayName, admin: user.isAdmin, emailVerified: user.emailVerified };
}

/** An admin in `GET /api/users?admin=true`: the user, and whether ADMIN_EMAILS names them (revoked only there). */
export interface ApiAdmin extends ApiUser {
  configured: boolean;
}

export function toApiAdmin(user: SessionUser, configured: boolean): ApiAdmin {
  return { ...toApiUser(user), configured };
}
