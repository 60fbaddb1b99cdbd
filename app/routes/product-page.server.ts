import { data, type RouterContextProvider } from "react-router";
import { getDatabase, getRequestFlashSaleStatus } from "~/server/context.ts";
import { productsCopy } from "~/i18n/products.ts";
import { getProductDetail } from "~/domain/catalogue/catalogue.server.ts";
import { toFlashSaleInfo } from "~/domain/flash-sale/info.ts";
import { parseRecordId } from "~/domain/ids.ts";
import type { ProductPageData } from "~/domain/catalogue/types.ts";

/**
 * The data of /productdetails/:id and /buyproduct/:id: the product (404 if unknown), similar products, the
 * flash window now, and which variant is shown (`?type=flashsell` for a product with a flash offer).
 */
export async function loadProductPage(
  request: Request,
  id: string | undefined,
  context: Pick<RouterContextProvider, "get">,
): Promise<ProductPageData> {
  const productId = parseRecordId(id);
  const [detail, status] = await Promise.all([
    productId === null ? null : getProductDetail(getDatabase(context), productId),
    getRequestFlashSaleStatus(context),
  ]);
  if (!detail) throw data(productsCopy.seo.productNotFound, { status: 404 });
  const wantsFlash = new URL(request.url).searchParams.get("type") === "flashsell";
  const variant: "regular" | "flashsell" = wantsFlash && detail.product.flash ? "flashsell" : "regular";
  return { ...detail, flash: toFlashSaleInfo(status), variant };
}
