import { Link } from "react-router";
import { shopCopy } from "~/i18n/shop.ts";
import { Button } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { HomeIcon, SearchIcon } from "~/ui/icons.tsx";

/** The not-found page: the spec's 'Error 404 !' and a way back. */
export function NotFound({ detail }: { detail?: string }) {
  return (
    <EmptyState
      tone="neutral"
      icon={<SearchIcon />}
      title={shopCopy.notFound.text}
      description={detail ?? shopCopy.notFound.help}
    >
      <Button asChild size="lg">
        <Link to="/">
          <HomeIcon />
          {shopCopy.notFound.backHome}
        </Link>
      </Button>
    </EmptyState>
  );
}
