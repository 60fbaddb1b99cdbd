import { Link } from "react-router";
import { copy } from "~/copy.ts";
import { Button } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { HomeIcon, SearchIcon } from "~/ui/icons.tsx";

/** The not-found page: the spec's 'Error 404 !' and a way back. */
export function NotFound({ detail }: { detail?: string }) {
  return (
    <EmptyState
      tone="neutral"
      icon={<SearchIcon />}
      title={copy.notFound.text}
      description={detail ?? copy.notFound.help}
    >
      <Button asChild size="lg">
        <Link to="/">
          <HomeIcon />
          {copy.notFound.backHome}
        </Link>
      </Button>
    </EmptyState>
  );
}
