import { Form } from "react-router";
import { css } from "styled-system/css";
import { accountsCopy } from "~/i18n/accounts.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";

export const RESEND_VERIFICATION_INTENT = "resend-verification";

export type ResendAnswer = { ok: true; message: string } | { ok: false; error: string };

/**
 * Asks an account whose address is not verified yet to follow the link the shop emailed, with "Resend" (a plain
 * form post to the page's action, so it works before the page is interactive) and what the last resend said.
 */
export function VerifyEmailBanner(props: { email: string; busy: boolean; answer: ResendAnswer | null }) {
  const texts = accountsCopy.banner;
  return (
    <div className={column}>
      <Alert tone="info" title={texts.title}>
        <Form method="post" replace className={stack}>
          <p>{texts.body(props.email)}</p>
          <input type="hidden" name="intent" value={RESEND_VERIFICATION_INTENT} />
          <Button type="submit" variant="outline" size="sm" disabled={props.busy}>
            {props.busy ? texts.resending : texts.resend}
          </Button>
        </Form>
      </Alert>
      {props.answer ? (
        <Alert tone={props.answer.ok ? "success" : "error"}>
          {props.answer.ok ? props.answer.message : props.answer.error}
        </Alert>
      ) : null}
    </div>
  );
}

const column = css({ display: "flex", flexDirection: "column", gap: "3", minW: "0", overflowWrap: "anywhere" });
const stack = css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "3" });
