import { useState } from "react";
import {
  type PendingUpload,
  ProductForm,
  type ProductFormBody,
  type ProductFormInitial,
  type ProductFormResult,
} from "~/components/admin/ProductForm.tsx";
import type { CategoryOption } from "~/components/admin/ProductFormFields.tsx";
import { withUploadedLinks } from "~/components/admin/product-draft.ts";
import { discardUpload, photoRefusal, uploadImage } from "~/client/admin.ts";
import { type ScreenAnswer, useRouteAction } from "~/client/route-action.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";

/**
 * Add Product (and Add Flash Sale Product): upload the chosen photos one after another with progress, then post the
 * product with their links to the page's own route action (intent `create-product`), which revalidates the page's
 * lists by itself. With `initial` it is the edit screen: intent `update`. When the save is refused, the photos just
 * uploaded are removed again.
 */
export function ProductFormScreen(props: {
  variant: "product" | "flashsell";
  categories: CategoryOption[];
  initial?: ProductFormInitial;
}) {
  const save = useRouteAction<ScreenAnswer>();
  const [uploading, setUploading] = useState({ open: false, progress: 0 });
  const intent = props.initial ? "update" : "create-product";

  async function submit(values: ProductFormBody, uploads: PendingUpload[]): Promise<ProductFormResult> {
    const links = new Map<string, string>();
    const discardAll = () => Promise.all([...links.values()].map((link) => discardUpload(link)));
    for (const [index, upload] of uploads.entries()) {
      setUploading({ open: true, progress: index / uploads.length });
      const answer = await uploadImage(upload.file, "product", (progress) =>
        setUploading({ open: true, progress: (index + progress) / uploads.length }),
      );
      if (!answer.ok) {
        setUploading({ open: false, progress: 0 });
        await discardAll();
        return { ok: false, error: answer.error, fieldErrors: { images: answer.error } };
      }
      links.set(upload.ref, answer.link);
    }
    const result = (await save({ intent, ...withUploadedLinks(values, links) })) ?? {
      ok: false,
      error: dashboardCopy.admin.errors.failed,
    };
    setUploading({ open: false, progress: 0 });
    if (result.ok) return { ok: true };
    await discardAll();
    return { ok: false, error: result.error, fieldErrors: cleanErrors(result.fieldErrors) };
  }

  return (
    <ProductForm
      variant={props.variant}
      categories={props.categories}
      initial={props.initial}
      uploading={uploading}
      refusePhoto={(file) => photoRefusal(file, "product")}
      onSubmit={submit}
    />
  );
}

/** Field errors without empty entries, as the forms take them. */
function cleanErrors(errors: Partial<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
