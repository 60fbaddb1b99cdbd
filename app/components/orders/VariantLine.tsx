import { css, cx } from "styled-system/css";
import type { OrderView } from "~/domain/orders/types.ts";

type OrderLine = OrderView["lines"][number];

/**
 * Which variant an order line sold (issue 28), as it was at order time: "Size: L / Colour: Red", with its SKU on the
 * shop's own screens (`withSku`, the screen's words for both: `orderScreensCopy.variantWithSku`), so the parcel is
 * packed with the right one. Nothing for a product without options. The words come from the screen, so a page that
 * shows no SKU (the payment link, /track) loads none of the order screens' texts.
 */
export function VariantLine(props: {
  line: OrderLine;
  withSku?: ((title: string, sku: string) => string) | undefined;
  className?: string;
}) {
  const { variant } = props.line;
  // A product without options has no variant to name (its line may still carry a SKU given through the API).
  if (!variant?.title) return null;
  return (
    <span className={cx(styles.variant, props.className)}>
      {props.withSku && variant.sku ? props.withSku(variant.title, variant.sku) : variant.title}
    </span>
  );
}

const styles = {
  variant: css({ display: "block", fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" }),
};
