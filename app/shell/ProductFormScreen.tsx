import { useState } from "react";
import { useRevalidator } from "react-router";
import { ProductForm, type ProductFormValues } from "~/components/admin/ProductForm.tsx";
import { adminCall, discardUpload, uploadImage } from "~/state/admin.ts";

/** Add Product (and Add Flash Sale Product): upload the photo with progress, post the product with its link, refresh the page's data. */
export function ProductFormScreen(props: { variant: "product" | "flashsell"; categories: { name: string }[] }) {
  const revalidator = useRevalidator();
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
        if (result.ok) {
          // The page's lists (the flash-sale table beside the form) show the new product at once.
          await revalidator.revalidate();
          return { ok: true };
        }
        await discardUpload(upload.link);
        return { ok: false, error: result.error, fieldErrors: result.fieldErrors };
      }}
    />
  );
}
