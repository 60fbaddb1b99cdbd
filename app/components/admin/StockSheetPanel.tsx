import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { variantsCopy } from "~/i18n/variants.ts";
import type { StockSheetReport } from "~/domain/variants/stock-sheet.server.ts";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";

export interface StockSheetPanelProps {
  /** Where the sheet is posted (the page's own action, intent `stock-import`). */
  action: string;
  /** What the last import did, or why the file was refused. */
  answer?: { ok: true; report: StockSheetReport } | { ok: false; error: string } | null;
  busy?: boolean;
}

/**
 * Manage Product's stock sheet (issues 28 and 45): the sheet of every variant's stock to download, and a form that
 * imports it back (a plain multipart post to the page's action, so it works before the page is interactive; rows
 * found by SKU, or by variant_id for a variant without one), then says what each row did.
 */
export function StockSheetPanel(props: StockSheetPanelProps) {
  const texts = variantsCopy.stockSheet;
  const headingId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const { answer } = props;
  const refused = answer?.ok ? answer.report.rows.filter((row) => row.status === "refused") : [];
  const updated = answer?.ok ? answer.report.rows.filter((row) => row.status === "updated") : [];
  // A new answer is read out and brought into view.
  useEffect(() => {
    if (answer) resultRef.current?.focus();
  }, [answer]);
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.title}>
        {texts.heading}
      </h2>
      <p className={styles.help}>{texts.help}</p>
      <a href="/api/products/stock.csv" download className={styles.download}>
        {texts.download}
      </a>
      <Form method="post" action={props.action} encType="multipart/form-data" className={styles.form}>
        <input type="hidden" name="intent" value="stock-import" />
        <Input.Root invalid={answer?.ok === false} className={styles.field}>
          <Input.Label>{texts.file}</Input.Label>
          <Input.Control type="file" name="sheet" accept=".csv,text/csv" required />
          <Input.ErrorText>{answer?.ok === false ? answer.error : null}</Input.ErrorText>
        </Input.Root>
        <Button type="submit" variant="outline" disabled={props.busy} aria-busy={props.busy}>
          {props.busy ? texts.importing : texts.import}
        </Button>
      </Form>
      {answer?.ok ? (
        <div ref={resultRef} tabIndex={-1} role="status" className={styles.result}>
          <p className={styles.summary}>
            {texts.summary(answer.report.updated, answer.report.unchanged, answer.report.refused)}
          </p>
          {updated.length ? (
            <>
              <h3 className={styles.subtitle}>{texts.changes}</h3>
              <ul className={styles.rows}>
                {updated.map((row) =>
                  row.status === "updated" ? (
                    <li key={row.row}>{texts.rowUpdated(row.row, rowName(row), row.from, row.to)}</li>
                  ) : null,
                )}
              </ul>
            </>
          ) : null}
          {refused.length ? (
            <>
              <h3 className={styles.subtitle}>{texts.refusals}</h3>
              <ul className={styles.rows}>
                {refused.map((row) => (
                  <li key={row.row} className={styles.refused}>
                    {texts.rowRefused(row.row, rowName(row), row.error ?? "")}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** How a row is named: its SKU, else the product and variant the sheet names, else its variant_id. */
function rowName(row: { sku: string; name?: string; variantId?: number }): string {
  if (row.sku) return row.sku;
  if (row.name) return row.name;
  return row.variantId === undefined ? "" : variantsCopy.stockSheet.variantNumber(row.variantId);
}

const styles = {
  panel: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    mt: "6",
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
  download: css({ alignSelf: "flex-start", color: "accent.text", fontWeight: "medium", textDecoration: "underline" }),
  form: css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3" }),
  field: css({ flex: "1", maxW: "md" }),
  result: css({ display: "flex", flexDirection: "column", gap: "2", outline: "none" }),
  summary: css({ fontWeight: "medium" }),
  rows: css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", fontVariantNumeric: "tabular-nums" }),
  refused: css({ color: "fg.error" }),
};
