import { Form } from "react-router";
import { css } from "styled-system/css";
import { phoneCopy } from "~/i18n/phone.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Card from "~/ui/card.tsx";
import * as Input from "~/ui/input.tsx";
import { CODE_INPUT } from "~/components/auth/PhoneSignInForm.tsx";

export const SEND_PHONE_CODE_INTENT = "send-phone-code";
export const CONFIRM_PHONE_INTENT = "confirm-phone";

/** What the page's action said about the card's last post: a code sent, the number added, or a refusal. */
export type PhoneCardAnswer =
  | { phoneStep: "code-sent" | "added"; ok: true; phone: string }
  | { phoneStep: "phone" | "code"; ok: false; phone: string; error: string; fieldErrors: Record<string, string> };

/**
 * The account's mobile number (issue 50): adds or changes it with a code texted to it, after which the account signs
 * in with it too, and the orders taken for it at the order desk are in My Orders. Plain form posts to the page's
 * action, so it works before the page is interactive.
 */
export function PhoneNumberCard(props: {
  phone: string | null;
  verified: boolean;
  answer: PhoneCardAnswer | null;
  busy: boolean;
}) {
  const { answer } = props;
  const codeStep = answer?.phoneStep === "code-sent" || answer?.phoneStep === "code";
  const fieldErrors = answer && !answer.ok ? answer.fieldErrors : {};
  const summary = props.phone
    ? props.verified
      ? phoneCopy.account.current(props.phone)
      : phoneCopy.account.unverified(props.phone)
    : phoneCopy.account.none;
  return (
    <Card.Root>
      <Card.Header>
        {/* The dashboard home's sections are h2s under its h1. */}
        <Card.Title asChild>
          <h2>{phoneCopy.account.heading}</h2>
        </Card.Title>
        <Card.Description>{summary}</Card.Description>
      </Card.Header>
      <Card.Body className={styles.body}>
        {answer?.phoneStep === "added" ? <Alert tone="success">{phoneCopy.account.added(answer.phone)}</Alert> : null}
        {answer && !answer.ok ? <Alert tone="error">{answer.error}</Alert> : null}
        {codeStep && answer ? (
          <>
            {answer.ok ? <p role="status">{phoneCopy.sent(answer.phone)}</p> : null}
            <Form method="post" replace className={styles.form}>
              <input type="hidden" name="intent" value={CONFIRM_PHONE_INTENT} />
              <input type="hidden" name="phone" value={answer.phone} />
              <Input.Root invalid={fieldErrors.code !== undefined}>
                <Input.Label>{phoneCopy.code}</Input.Label>
                <Input.Control {...CODE_INPUT} autoFocus />
                <Input.ErrorText>{fieldErrors.code}</Input.ErrorText>
              </Input.Root>
              <Button type="submit" disabled={props.busy}>
                {props.busy ? phoneCopy.account.confirming : phoneCopy.account.confirm}
              </Button>
            </Form>
            <Form method="post" replace>
              <input type="hidden" name="intent" value={SEND_PHONE_CODE_INTENT} />
              <input type="hidden" name="phone" value={answer.phone} />
              <Button type="submit" variant="outline" size="sm" disabled={props.busy}>
                {phoneCopy.sendAgain}
              </Button>
            </Form>
          </>
        ) : (
          <Form method="post" replace className={styles.form}>
            <input type="hidden" name="intent" value={SEND_PHONE_CODE_INTENT} />
            <Input.Root invalid={fieldErrors.phone !== undefined}>
              <Input.Label>{props.phone ? phoneCopy.account.change : phoneCopy.phone}</Input.Label>
              <Input.Control
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                aria-required="true"
                defaultValue={answer?.phone ?? ""}
              />
              <Input.HelperText>{phoneCopy.phoneHint}</Input.HelperText>
              <Input.ErrorText>{fieldErrors.phone}</Input.ErrorText>
            </Input.Root>
            <Button type="submit" disabled={props.busy}>
              {props.busy ? phoneCopy.sendingCode : phoneCopy.sendCode}
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const styles = {
  body: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0", overflowWrap: "anywhere" }),
  form: css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "3", maxW: "sm" }),
};
