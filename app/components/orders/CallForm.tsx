import { Form } from "react-router";
import { css } from "styled-system/css";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { CALL_OUTCOMES } from "@db/enums.ts";
import { Button } from "~/ui/button.tsx";
import * as Input from "~/ui/input.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";

/**
 * The "To call" tab's form for one order (issue 49): how the call went and a note, posted to the page's action
 * (intent `call`), so it works before the page is interactive. After a fake one, `blockOffer` offers to block the
 * number (intent `block`).
 */
export function CallForm(props: {
  orderId: string;
  reference: string;
  blockOffer?: string | null;
  /** Only the offer to block the number (after a fake call), without the call's own form. */
  onlyBlock?: boolean;
}) {
  const texts = fulfilmentCopy.calls;
  return (
    <div className={styles.root} data-call-form={props.orderId}>
      {props.onlyBlock ? null : (
        <Form method="post" className={styles.form} aria-label={texts.record(props.reference)}>
          <input type="hidden" name="intent" value="call" />
          <input type="hidden" name="orderId" value={props.orderId} />
          <NativeSelect label={texts.outcome} name="outcome" size="sm" defaultValue="confirmed">
            {CALL_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {texts.outcomes[outcome]}
              </option>
            ))}
          </NativeSelect>
          <Input.Root>
            <Input.Label>{texts.note}</Input.Label>
            <Input.Control name="note" maxLength={500} />
          </Input.Root>
          <Button type="submit" size="sm" variant="outline" aria-label={texts.record(props.reference)}>
            {texts.recordVisible}
          </Button>
        </Form>
      )}
      {props.blockOffer ? (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="block" />
          <input type="hidden" name="phone" value={props.blockOffer} />
          <span>{texts.blockOffer(props.blockOffer)}</span>
          <Button type="submit" size="sm" variant="danger">
            {texts.block}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

const styles = {
  root: css({ display: "grid", gap: "2", marginBlockEnd: "2" }),
  form: css({ display: "grid", gap: "1.5", justifyItems: "start" }),
};
