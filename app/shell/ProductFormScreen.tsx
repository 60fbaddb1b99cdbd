import { useState } from "react";
import { ProductForm, type ProductFormValues } from "~/components/admin/ProductForm.tsx";
import { adminCall, discardUpload, uploadImage } from "~/state/admin.ts";

/** Add Product (and Add Flash Sale Product): upload the photo with progress, then post the product with its link. */
export function ProductFormScreen(props: { variant: "product" | "flashsell"; categories: { name: string }[] }) {
  const [uploading, setUploading] = useState({ open: false, progress: 0 });
  return (
    <ProductForm
      variant={props.variant}
      categories={props.categories}
      uploading={uploading}
      onSubmit={async (values: ProductFormValues, file: File) => {
        setUploading({ open: true, progress: 0 });
        const upload = await uploadImage(file, "product", (progress) => setUploading({ open: true, progress }));
        if (!upload.ok) {
          setUploading({ open: false, progress: 0 });
          return { ok: false, error: upload.error, fieldErrors: { image: upload.error } };
        }
        const result = await adminCall(props.variant === "flashsell" ? "/api/flashsell" : "/api/products", "POST", {
          ...values,
          image: upload.link,
        });
        setUploading({ open: false, progress: 0 });
        if (result.ok) return { ok: true };
        await discardUpload(upload.link);
        return { ok: false, error: result.error, fieldErrors: result.fieldErrors };
      }}
    />
  );
}
