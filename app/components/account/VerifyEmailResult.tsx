import { Link } from "react-router";
import { css } from "styled-system/css";
import { accountsCopy } from "~/i18n/accounts.ts";
import { Button } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { AlertCircleIcon, CheckCircleIcon, HomeIcon, DashboardIcon } from "~/ui/icons.tsx";

export type VerifyEmailState = "verified" | "used" | "expired" | "invalid";

/** What following a verification link did: confirmed, or why not (used before, expired, not a link of ours). */
export function VerifyEmailResult({ state, email }: { state: VerifyEmailState; email: string | null }) {
  const texts = accountsCopy.verifyPage;
  const done = state === "verified";
  return (
    <EmptyState
      tone={done ? "accent" : state === "used" ? "neutral" : "danger"}
      role={done ? "status" : "alert"}
      icon={done ? <CheckCircleIcon /> : <AlertCircleIcon />}
      title={texts.heading[state]}
      description={
        <span className={wrap}>{state === "verified" ? texts.body.verified(email ?? "") : texts.body[state]}</span>
      }
    >
      <Button asChild size="lg">
        <Link to="/dashboard">
          <DashboardIcon />
          {texts.toDashboard}
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/">
          <HomeIcon />
          {texts.toShop}
        </Link>
      </Button>
    </EmptyState>
  );
}

/** A long address breaks rather than widen a phone's page. */
const wrap = css({ overflowWrap: "anywhere" });
