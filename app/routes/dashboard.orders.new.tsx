import { data } from "react-router";
import * as v from "valibot";
import { OrderDesk, type DeskAnswerView, type DeskLine } from "~/components/orders/OrderDesk.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { deskCopy } from "~/i18n/desk.ts";
import { listLocations } from "~/domain/delivery/locations.server.ts";
import { toCustomerBadgeView } from "~/domain/customers/views.ts";
import { deskCustomer, deskProducts, deskVariants } from "~/domain/workflows/desk.server.ts";
import { addressText } from "~/components/delivery/address-text.ts";
import { mobileNumber } from "~/schemas/order.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import { deskBodyOfForm, takeDeskOrder } from "~/server/desk.ts";
import { fieldErrorsOf } from "~/server/failures.ts";
import { requireAdmin } from "~/server/guards.ts";
import type { Route } from "./+types/dashboard.orders.new";

export const meta: Route.MetaFunction = () => [
  { title: deskCopy.meta.title },
  { name: "description", content: deskCopy.meta.description },
];

/** `<product>.<variant>:<quantity>`, as the desk's links keep its lines. */
const LINE = /^(\d{1,12})\.(\d{1,12}):(\d{1,3})$/;

/**
 * The order desk (admins; issue 50). `?phone=` looks the customer up (record, saved addresses, last address, risk);
 * `?q=` searches the products; `?line=` (repeated) keeps the lines being typed, so a reload keeps the order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const db = getDatabase(context);
  const typed = params.get("phone") ?? "";
  const phone = typed ? v.safeParse(mobileNumber, typed) : null;
  const q = (params.get("q") ?? "").slice(0, 100);
  const wanted = params
    .getAll("line")
    .map((line) => LINE.exec(line))
    .filter((match) => match !== null)
    .slice(0, 50)
    .map((match) => ({ productId: Number(match[1]), variantId: Number(match[2]), quantity: Number(match[3]) }));
  const [customer, results, districts] = await Promise.all([
    phone?.success ? deskCustomer(db, phone.output) : null,
    phone?.success && q ? deskProducts(db, q) : null,
    phone?.success ? listLocations(db) : [],
  ]);
  const lines: DeskLine[] = [];
  if (wanted.length > 0) {
    const known = await deskVariants(
      db,
      wanted.map((line) => line.variantId),
    );
    for (const line of wanted) {
      const variant = known.get(line.variantId);
      if (variant && variant.productId === line.productId) lines.push({ ...variant, quantity: line.quantity });
    }
  }
  return {
    phone: phone?.success ? phone.output : typed,
    phoneError: phone && !phone.success ? (phone.issues[0]?.message ?? null) : null,
    customer: customer
      ? {
          phone: customer.phone,
          badge: toCustomerBadgeView(customer.record),
          name: customer.name,
          addresses: customer.addresses.map((address) => ({
            id: address.id,
            label: address.label,
            text: addressText(address),
          })),
          lastAddress: customer.lastAddress,
          risky: customer.risk !== null,
          blocked: customer.blocked,
        }
      : null,
    q,
    results,
    lines,
    districts,
    currency: getConfig(context).money.currency,
  };
}

/** Places the desk's order, as `POST /api/orders/desk` does. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await takeDeskOrder(context, request, deskBodyOfForm(await request.formData()));
  if (!answer.ok) {
    const view: DeskAnswerView = {
      ok: false,
      error: answer.answer.error,
      fieldErrors: answer.issues ?? fieldErrorsOf(answer.answer),
    };
    return data(view, { status: answer.answer.status });
  }
  const view: DeskAnswerView = {
    ok: true,
    reference: answer.placed.placed.order.reference,
    orderId: answer.placed.placed.order.id,
    paymentLink: answer.paymentLink,
  };
  return view;
}

export default function TakeOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDesk {...loaderData} answer={actionData ?? null} />;
}

export const ErrorBoundary = RouteErrorBoundary;
