import { withoutControlCharacters } from "../../schemas/characters.ts";

/** An email address as accounts store and compare it: trimmed and lowercased (email is case-insensitive). */
export function normaliseEmail(email: string): string {
  return withoutControlCharacters(email).trim().toLowerCase();
}
