import { useLocation, useNavigate } from "react-router";
import { Grid } from "styled-system/jsx";
import { OrderSummary } from "~/components/checkout/OrderSummary.tsx";
import { ShippingForm } from "~/components/checkout/ShippingForm.tsx";
import { GuardBoundary } from "~/components/pages/GuardBoundary.tsx";
import { copy } from "~/copy.ts";
import { loadCheckoutPage } from "./checkout-page.server.ts";
import { saveDraft, useCheckoutSource, useQuote } from "~/client/checkout.ts";
import { Alert } from "~/ui/alert.tsx";
import { LoadingText } from "~/ui/skeleton.tsx";
import type { Route } from "./+types/productorder.$id";

export const meta: Route.MetaFunction = () => [
  { title: copy.checkoutPage.orderTitle },
  { name: "description", content: copy.checkoutPage.orderDescription },
  { name: "robots", content: "noindex" },
];

export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

/** Login required (401 opens the sign-in dialog). */
export function loader({ context }: Route.LoaderArgs) {
  return loadCheckoutPage(context);
}

/** The lines come from this browser's cart (or the Buy Now product in the URL), priced by the server. */
export default function ProductOrder({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const source = useCheckoutSource(params.id, location.search);
  const [quote] = useQuote(source?.lines ?? null);
  if (quote.status === "failed") return <Alert tone="error">{quote.error}</Alert>;
  if (!source || quote.status === "loading") return <LoadingText />;
  const { draft } = source;
  return (
    <Grid gridTemplateColumns={{ base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="6" alignItems="start">
      <ShippingForm
        email={loaderData.email}
        defaultValues={{ name: draft.name || loaderData.displayName, mobile: draft.mobile }}
        disabled={!quote.quote.orderable}
        onChange={(values) => saveDraft({ ...draft, ...values })}
        onSubmit={(values) => {
          saveDraft({ ...draft, ...values });
          navigate(`/payment/${params.id}${location.search}`);
        }}
      />
      <OrderSummary quote={quote.quote} />
    </Grid>
  );
}

export const ErrorBoundary = GuardBoundary;
