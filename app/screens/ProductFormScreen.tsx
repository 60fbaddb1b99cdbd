import { useState } from "react";
import { ProductForm, type ProductFormInitial, type ProductFormValues } from "~/components/admin/ProductForm.tsx";
import type { CategoryOption } from "~/components/admin/ProductFormFields.tsx";
import { discardUpload, uploadImage } from "~/client/admin.ts";
import { type ScreenAnswer, useRouteAction } from "~/client/route-action.ts";
import { dashboardCopy } from "~/copy-dashboard.ts";

/**
 * Add Product (and Add Flash Sale Product): upload the photo with progress, then post the product with its link
 * to the page's own route action (intent `create-product`), which revalidates the page's lists by itself. With
 * `initial` it is the edit screen: intent `update`, and a photo is uploaded only when a new one was chosen.
 */
export function ProductFormScreen(props: {
  variant: "product" | "flashsell";
  categories: CategoryOption[];
  initial?: ProductFormInitial;
}) {
  const save = useRouteAction<ScreenAnswer>();
  const [uploading, setUploading] = useState({ open: false, progress: 0 });
  const intent = props.initial ? "update" : "create-product";
  return (
    <ProductForm
      variant={props.variant}
      categories={props.categories}
      initial={props.initial}
      uploading={uploading}
      onSubmit={async (values: ProductFormValues, file: File | null) => {
        let image: string | undefined;
        if (file) {
          setUploading({ open: true, progress: 0 });
          const upload = await uploadImage(file, "product", (progress) => setUploading({ open: true, progress }));
          if (!upload.ok) {
            setUploading({ open: false, progress: 0 });
            return { ok: false, error: upload.error, fieldErrors: { image: upload.error } };
          }
          image = upload.link;
        }
        const result = (await save({ intent, ...values, ...(image ? { image } : {}) })) ?? {
          ok: false,
          error: dashboardCopy.admin.errors.failed,
        };
        setUploading({ open: false, progress: 0 });
        if (result.ok) return { ok: true };
        if (image) await discardUpload(image);
        return { ok: false, error: result.error, fieldErrors: cleanErrors(result.fieldErrors) };
      }}
    />
  );
}

/** Field errors without empty entries, as the forms take them. */
function cleanErrors(errors: Partial<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
