import { useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { FormNotice, type Notice } from "~/components/admin/FormNotice.tsx";
import { ConfirmDialog } from "~/components/shared/ConfirmDialog.tsx";
import { useConfirmedRemoval } from "~/components/shared/useConfirmedRemoval.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import { adminPanel } from "./admin-panel.ts";

export interface AdminEntry {
  email: string;
  displayName: string;
  /** Named in ADMIN_EMAILS: an admin whatever the flag says, so only the configuration can revoke them. */
  configured: boolean;
  /** The admin looking at the list, who cannot revoke themself. */
  self: boolean;
}

export type RevokeAdminResult = { ok: true } | { ok: false; error: string };

export interface AdminListProps {
  admins: AdminEntry[];
  /** Revokes one admin; the answer decides what the dialog shows. */
  onRevoke(admin: AdminEntry): Promise<RevokeAdminResult>;
}

/**
 * Add Admin's list of the current admins. Each can be revoked behind a confirm dialog, except the reader
 * (marked "You") and addresses set in ADMIN_EMAILS, which say so instead; refusals show in the dialog.
 */
export function AdminList(props: AdminListProps) {
  const texts = dashboardCopy.dashboard.admins;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const removals = useConfirmedRemoval<AdminEntry & { id: string }>({
    remove: props.onRevoke,
    failedText: texts.failed,
    onRemoved: (admin) => setNotice({ tone: "success", text: shopCopy.api.revokedAdmin(admin.email) }),
    onAsk: () => setNotice(null),
  });
  const revoking = removals.removal;
  const admins = removals.remaining(props.admins.map((admin) => ({ ...admin, id: admin.email })));

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.header}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {texts.heading}
        </h2>
        <p className={styles.count}>{texts.count(admins.length)}</p>
      </div>
      <FormNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ul className={styles.list}>
        {admins.map((admin) => (
          <li key={admin.email} className={styles.row}>
            <div className={styles.who}>
              <p className={styles.name}>
                {admin.displayName || admin.email}
                {admin.self ? <Badge variant="info">{texts.you}</Badge> : null}
                {admin.configured ? <Badge variant="muted">{texts.configured}</Badge> : null}
              </p>
              {admin.displayName ? <p className={styles.email}>{admin.email}</p> : null}
              {admin.configured ? <p className={styles.help}>{texts.configuredHelp}</p> : null}
            </div>
            {admin.self || admin.configured ? null : (
              <Button
                size="sm"
                variant="outline"
                aria-label={texts.revokeLabel(admin.email)}
                onClick={() => removals.ask(admin)}
                className={styles.revoke}
              >
                {texts.revoke}
              </Button>
            )}
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={revoking?.open ?? false}
        title={texts.revokeTitle}
        description={texts.willLose(revoking?.item.email ?? "")}
        cancelLabel={texts.cancel}
        confirmLabel={texts.revoke}
        closeLabel={texts.close}
        pending={revoking?.pending ?? false}
        pendingLabel={texts.revoking}
        error={revoking?.error ?? null}
        onCancel={removals.cancel}
        onConfirm={() => void removals.confirm()}
        finalFocus={() => (notice?.tone === "success" ? headingRef.current : null)}
      />
    </section>
  );
}

const styles = {
  panel: adminPanel,
  header: css({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: "3" }),
  heading: css({ fontSize: { base: "lg", md: "xl" }, fontWeight: "bold", outline: "none" }),
  count: css({ fontSize: "sm", color: "fg.muted", fontVariantNumeric: "tabular-nums" }),
  list: css({ display: "flex", flexDirection: "column" }),
  row: css({
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "3",
    py: "3",
    borderTopWidth: "1px",
    borderColor: "border.default",
    _first: { borderTopWidth: "0", pt: "0" },
  }),
  who: css({ display: "flex", flexDirection: "column", gap: "0.5", minW: "0" }),
  name: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", fontWeight: "semibold" }),
  email: css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" }),
  help: css({ fontSize: "sm", color: "fg.muted" }),
  revoke: css({ flexShrink: "0" }),
};
