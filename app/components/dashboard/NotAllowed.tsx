import { Link } from "react-router";
import { shopCopy } from "~/i18n/shop.ts";
import { Button } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { HomeIcon, ShieldIcon } from "~/ui/icons.tsx";

/** Shown to a signed-in shopper who opens an admin-only page. */
export function NotAllowed() {
  return (
    <EmptyState
      tone="danger"
      icon={<ShieldIcon />}
      title={shopCopy.auth.notAllowed}
      description={shopCopy.auth.notAllowedHelp}
    >
      <Button asChild variant="outline" size="lg">
        <Link to="/">
          <HomeIcon />
          {shopCopy.notFound.backHome}
        </Link>
      </Button>
    </EmptyState>
  );
}
