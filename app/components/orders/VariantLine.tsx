import { css, cx } from "styled-system/css";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import type { OrderView } from "~/domain/orders/types.ts";

type OrderLine = OrderView["lines"][number];

/**
 * Which variant an order line sold (issue 28), as it was at order time: "Size: L / Colour: Red", with its SKU on the
 * shop's own screens (`withSku`), so the parcel is packed with the right one. Nothing for a product without options.
 */
export function VariantLine(props: { line: OrderLine; withSku?: boolean; className?: string }) {
  const { variant } = props.line;
  // A product without options has no variant to name (its line may still carry a SKU given through the API).
  if (!variant?.title) return null;
  return (
    <span className={cx(styles.variant, props.className)}>
      {props.withSku && variant.sku ? orderScreensCopy.variantWithSku(variant.title, variant.sku) : variant.title}
    </span>
  );
}

const styles = {
  variant: css({ display: "block", fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" }),
};
