import { useId } from "react";
import { Form } from "react-router";
import { css } from "styled-system/css";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { RISKY_COD, type RiskSettings } from "~/domain/customers/settings.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";

export interface RiskSettingsAnswer {
  ok: boolean;
  error?: string;
  fieldErrors?: Record<string, string | undefined>;
}

/**
 * The merchant's COD risk rule (issue 49): when a phone is risky, what its cash-on-delivery order is asked, the
 * orders one phone may place in an hour, and the blocked numbers with a note each. A plain form posted to the
 * page's action (intent `save-risk`): it works before the page is interactive. The share is in per cent here; a
 * blocked number is removed by clearing it, added in the empty row.
 */
export function RiskSettingsForm(props: { settings: RiskSettings; answer?: RiskSettingsAnswer | null }) {
  const texts = fulfilmentCopy.risk;
  const headingId = useId();
  const errors = props.answer?.ok === false ? (props.answer.fieldErrors ?? {}) : {};
  const rows = [...props.settings.blocklist, { phone: "", note: "" }];
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} className={styles.heading}>
        {texts.heading}
      </h1>
      <p className={styles.help}>{texts.help}</p>
      {props.answer?.ok ? <Alert tone="success">{texts.saved}</Alert> : null}
      {props.answer?.ok === false && props.answer.error ? <Alert tone="error">{props.answer.error}</Alert> : null}
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="save-risk" />
        <Input.Root invalid={Boolean(errors.minDeliveredShare)}>
          <Input.Label>{texts.minDeliveredShare}</Input.Label>
          <Input.Control
            name="minDeliveredSharePercent"
            inputMode="decimal"
            defaultValue={String(Math.round(props.settings.minDeliveredShare * 1000) / 10)}
          />
          <Input.ErrorText>{errors.minDeliveredShare}</Input.ErrorText>
        </Input.Root>
        <Input.Root invalid={Boolean(errors.minParcels)}>
          <Input.Label>{texts.minParcels}</Input.Label>
          <Input.Control name="minParcels" inputMode="numeric" defaultValue={String(props.settings.minParcels)} />
          <Input.ErrorText>{errors.minParcels}</Input.ErrorText>
        </Input.Root>
        <Input.Root invalid={Boolean(errors.ordersPerPhonePerHour)}>
          <Input.Label>{texts.ordersPerPhonePerHour}</Input.Label>
          <Input.Control
            name="ordersPerPhonePerHour"
            inputMode="numeric"
            defaultValue={String(props.settings.ordersPerPhonePerHour)}
          />
          <Input.ErrorText>{errors.ordersPerPhonePerHour}</Input.ErrorText>
        </Input.Root>
        <NativeSelect
          label={texts.riskyCod}
          name="riskyCod"
          defaultValue={props.settings.riskyCod}
          errorText={errors.riskyCod}
        >
          {RISKY_COD.map((option) => (
            <option key={option} value={option}>
              {texts.riskyCodOptions[option]}
            </option>
          ))}
        </NativeSelect>
        <fieldset className={styles.blocklist}>
          <legend className={styles.legend}>{texts.blocklist}</legend>
          <p className={styles.help}>{texts.blocklistHelp}</p>
          {rows.map((entry, index) => (
            <div key={`${entry.phone}-${index}`} className={styles.row} data-blocked={entry.phone || undefined}>
              <Input.Root invalid={Boolean(errors[`blocklist.${index}.phone`])}>
                <Input.Label>{entry.phone ? texts.phone : texts.addBlocked}</Input.Label>
                <Input.Control name="blockedPhone" inputMode="tel" defaultValue={entry.phone} />
                <Input.ErrorText>{errors[`blocklist.${index}.phone`]}</Input.ErrorText>
              </Input.Root>
              <Input.Root>
                <Input.Label>{texts.note}</Input.Label>
                <Input.Control name="blockedNote" maxLength={200} defaultValue={entry.note} />
              </Input.Root>
            </div>
          ))}
        </fieldset>
        <Button type="submit">{texts.save}</Button>
      </Form>
    </section>
  );
}

const styles = {
  page: css({ display: "grid", gap: "4", maxW: "2xl" }),
  heading: css({ textStyle: "2xl", fontWeight: "bold" }),
  help: css({ color: "fg.muted", fontSize: "sm" }),
  form: css({ display: "grid", gap: "4" }),
  blocklist: css({ display: "grid", gap: "3", border: "none", padding: "0", margin: "0" }),
  legend: css({ fontWeight: "semibold", marginBlockEnd: "1" }),
  row: css({ display: "grid", gap: "2", gridTemplateColumns: { base: "1fr", sm: "1fr 2fr" } }),
};
