import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { SETTLEMENT_HEADER } from "~/domain/couriers/settlement-csv.ts";
import { cashCopy } from "~/i18n/cash.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";

/** What "Check payouts" answered: the sentences saying each courier's new payouts, or why none was asked. */
export type SyncView = { ok: true; messages: string[] } | { ok: false; error: string };

/** What an uploaded settlement sheet did: its summary and the parcels found nowhere, or every row to fix. */
export type ImportView =
  | { ok: true; message: string; unknown: { line: number; courier: string; payout: string; parcel: string }[] }
  | { ok: false; error: string; rows?: { line: number; error: string }[] };

/**
 * "Check payouts" and the settlement sheet's upload: plain form posts to the cash page's own action (intents `sync`
 * and `import`), so both work before the page is interactive; each answer is read out where it was asked.
 */
export function PayoutActions(props: {
  action: string;
  sync: SyncView | null;
  sheet: ImportView | null;
  busy: "sync" | "import" | null;
}) {
  const texts = cashCopy.sheet;
  const sheetHeadingId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const { sheet } = props;
  useEffect(() => {
    if (sheet) resultRef.current?.focus();
  }, [sheet]);
  return (
    <div className={styles.actions}>
      <Form method="post" action={props.action} className={styles.sync}>
        <input type="hidden" name="intent" value="sync" />
        <Button type="submit" disabled={props.busy === "sync"} aria-busy={props.busy === "sync"}>
          {props.busy === "sync" ? cashCopy.sync.checking : cashCopy.sync.button}
        </Button>
        <p className={styles.help}>{cashCopy.sync.help}</p>
      </Form>
      {props.sync?.ok ? (
        <Alert tone="success">
          {props.sync.messages.map((message) => (
            <span key={message} className={styles.line}>
              {message}
            </span>
          ))}
        </Alert>
      ) : props.sync ? (
        <Alert tone="error">{props.sync.error}</Alert>
      ) : null}

      <section aria-labelledby={sheetHeadingId} className={styles.panel}>
        <h2 id={sheetHeadingId} className={styles.title}>
          {texts.heading}
        </h2>
        <p className={styles.help}>{texts.help(SETTLEMENT_HEADER.join(","))}</p>
        <Form method="post" action={props.action} encType="multipart/form-data" className={styles.form}>
          <input type="hidden" name="intent" value="import" />
          <Input.Root invalid={sheet?.ok === false} className={styles.field}>
            <Input.Label>{texts.file}</Input.Label>
            <Input.Control type="file" name="sheet" accept=".csv,text/csv" required />
            <Input.ErrorText>{sheet?.ok === false ? sheet.error : null}</Input.ErrorText>
          </Input.Root>
          <Button
            type="submit"
            variant="outline"
            disabled={props.busy === "import"}
            aria-busy={props.busy === "import"}
          >
            {props.busy === "import" ? texts.uploading : texts.upload}
          </Button>
        </Form>
        {sheet ? (
          <div ref={resultRef} tabIndex={-1} role="status" className={styles.result}>
            {sheet.ok ? <p className={styles.summary}>{sheet.message}</p> : null}
            {sheet.ok && sheet.unknown.length > 0 ? (
              <>
                <h3 className={styles.subtitle}>{texts.unknownHeading}</h3>
                <ul className={styles.rows}>
                  {sheet.unknown.map((parcel) => (
                    <li key={`${parcel.line}`}>
                      {texts.row(parcel.line, texts.unknown(parcel.courier, parcel.payout, parcel.parcel))}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {!sheet.ok && sheet.rows?.length ? (
              <>
                <h3 className={styles.subtitle}>{texts.rowsHeading}</h3>
                <ul className={styles.rows}>
                  {sheet.rows.map((row) => (
                    <li key={row.line} className={styles.refused}>
                      {texts.row(row.line, row.error)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}

const styles = {
  actions: css({ display: "flex", flexDirection: "column", gap: "4" }),
  sync: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" }),
  line: css({ display: "block" }),
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    p: { base: "4", md: "5" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  title: css({ fontSize: "md", fontWeight: "bold" }),
  subtitle: css({ fontSize: "sm", fontWeight: "semibold" }),
  help: css({ fontSize: "sm", color: "fg.muted", maxW: "prose" }),
  form: css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3" }),
  field: css({ flex: "1", minW: "0", maxW: "md" }),
  result: css({ display: "flex", flexDirection: "column", gap: "2", outline: "none" }),
  summary: css({ fontWeight: "medium" }),
  rows: css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", fontVariantNumeric: "tabular-nums" }),
  refused: css({ color: "danger.emphasized" }),
};
