import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useRevalidator } from "react-router";
import { noticeAtom } from "./ui.ts";
import { signOutRequest } from "./auth-client.ts";

/** Signs out, refreshes every loader, and says so if it failed. Resolves to whether it worked. */
export function useSignOut() {
  const revalidator = useRevalidator();
  const setNotice = useSetAtom(noticeAtom);
  return useCallback(async () => {
    const result = await signOutRequest();
    if (!result.ok) {
      setNotice({ tone: "error", message: result.error });
      return false;
    }
    await revalidator.revalidate();
    return true;
  }, [revalidator, setNotice]);
}
