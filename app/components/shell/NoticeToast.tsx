import { useAtom } from "jotai";
import { useEffect } from "react";
import { css } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import { noticeAtom } from "~/client/ui.ts";
import { Alert } from "~/ui/alert.tsx";

/** How long a success notice stays; failures stay until dismissed, so they are not missed. */
const SUCCESS_DISMISS_MS = 6000;

/** The page-wide notice from `noticeAtom`, at the bottom centre of the screen. */
export function NoticeToast() {
  const [notice, setNotice] = useAtom(noticeAtom);

  useEffect(() => {
    if (notice?.tone !== "success") return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [notice, setNotice]);

  if (!notice) return null;
  return (
    <div className={styles.region}>
      <Alert
        tone={notice.tone}
        onDismiss={() => setNotice(null)}
        dismissLabel={shopCopy.notice.dismiss}
        className={styles.toast}
      >
        {notice.message}
      </Alert>
    </div>
  );
}

const styles = {
  region: css({
    position: "fixed",
    insetInline: "0",
    bottom: { base: "4", md: "6" },
    zIndex: "toast",
    display: "flex",
    justifyContent: "center",
    px: "4",
    pointerEvents: "none",
  }),
  toast: css({
    width: "auto",
    maxW: "30rem",
    pointerEvents: "auto",
    boxShadow: "overlay",
    animation: "popIn 180ms ease-out",
    _motionReduce: { animation: "none" },
  }),
};
