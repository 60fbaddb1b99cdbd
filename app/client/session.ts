import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useRevalidator } from "react-router";
import { noticeAtom } from "./ui.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { signOutEverywhereRequest, signOutRequest } from "./auth-client.ts";

/**
 * Signs out (of this device, or of every device), refreshes every loader, and says so if it failed. Resolves to
 * whether it worked.
 */
export function useSignOut(scope: "this-device" | "everywhere" = "this-device") {
  const revalidator = useRevalidator();
  const setNotice = useSetAtom(noticeAtom);
  return useCallback(async () => {
    const result = await (scope === "everywhere" ? signOutEverywhereRequest() : signOutRequest());
    if (!result.ok) {
      setNotice({ tone: "error", message: result.error });
      return false;
    }
    if (scope === "everywhere") setNotice({ tone: "success", message: shopCopy.auth.signedOutEverywhere });
    await revalidator.revalidate();
    return true;
  }, [revalidator, setNotice, scope]);
}
