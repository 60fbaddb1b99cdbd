/** The catalogue's failures (products, flash-sale products, categories, banners) as answers (`FailureAnswer`). */
import { serverCopy } from "~/i18n/server.ts";
import { productsCopy } from "~/i18n/products.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import type { CatalogueFailure } from "~/domain/catalogue/admin.server.ts";
import type { FailureAnswer } from "../failures.ts";

export function catalogueFailure(failure: CatalogueFailure): FailureAnswer {
  switch (failure.reason) {
    case "unknown-category":
      return { status: 400, error: dashboardCopy.admin.errors.unknownCategory, field: "category" };
    case "image-missing":
      return { status: 400, error: dashboardCopy.admin.errors.imageMissing, field: "image" };
    case "banner-image-missing":
      return { status: 400, error: dashboardCopy.admin.errors.imageMissing, field: "banner_slide" };
    case "banner-size":
      return { status: 400, error: dashboardCopy.admin.errors.bannerSize, field: "banner_slide" };
    case "product-not-found":
      return { status: 404, error: productsCopy.seo.productNotFound };
    case "not-found":
      return { status: 404, error: serverCopy.api.notFound };
    case "category-exists":
      return { status: 409, error: dashboardCopy.admin.errors.categoryExists, field: "name" };
    case "category-in-use":
      return { status: 409, error: dashboardCopy.admin.errors.categoryInUse(failure.products) };
    case "sell-price-above-price":
      return { status: 400, error: dashboardCopy.admin.validation.sellPriceAbovePrice, field: "sellprice" };
    case "duplicate-sku":
      return { status: 400, error: variantsCopy.validation.duplicateSku, field: "variants" };
    case "variant-image":
      return { status: 400, error: variantsCopy.validation.variantImage, field: "variants" };
    case "price-with-variants":
      return { status: 400, error: variantsCopy.validation.priceWithVariants, field: "price" };
    case "offer-variant":
      return { status: 400, error: dashboardCopy.admin.validation.offerVariant, field: "variant_id" };
    case "unknown-variant":
      return { status: 400, error: variantsCopy.validation.unknownVariant, field: "variants" };
  }
}
