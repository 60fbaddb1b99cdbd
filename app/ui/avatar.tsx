import { AvatarFallback, AvatarImage, AvatarRoot } from "@ark-ui/react/avatar";
import { createStyleContext } from "./style-context.ts";
import { avatar } from "styled-system/recipes";

const { withProvider, withContext } = createStyleContext(avatar);

export const Root = withProvider(AvatarRoot, "root");
export const Image = withContext(AvatarImage, "image");
export const Fallback = withContext(AvatarFallback, "fallback");

/** "Ada Lovelace" -> "AL"; the fallback shown until (or instead of) the photo. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? "");
  return (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? "")).toUpperCase();
}
