import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce, for the document's links and scripts. The server renders the one
 * entry.server.tsx provides. In the browser, nonce attributes read as "" once parsed (browsers hide them) but the
 * `nonce` property keeps the value: hydration renders that same value, so server and client agree.
 */
export const NonceContext = createContext("");

let documentNonce: string | undefined;

function nonceOfDocument(): string {
  if (typeof document === "undefined") return "";
  documentNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  return documentNonce;
}

export function useNonce(): string {
  return useContext(NonceContext) || nonceOfDocument();
}
