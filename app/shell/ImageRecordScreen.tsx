import { useState } from "react";
import { useRevalidator } from "react-router";
import { ImageRecordManager, type ImageRecord } from "~/components/admin/ImageRecordManager.tsx";
import { adminCall, discardUpload, uploadImage } from "~/state/admin.ts";

/**
 * Manage Category and Manage Banner: upload the photo (with progress), then post the record with its link;
 * delete through the API. The lists come from the route's loader and are refreshed after each change.
 */
export function ImageRecordScreen({ kind, records }: { kind: "category" | "banner"; records: ImageRecord[] }) {
  const revalidator = useRevalidator();
  const [uploading, setUploading] = useState({ open: false, progress: 0 });
  const endpoint = kind === "category" ? "/api/category" : "/api/banner";
  return (
    <ImageRecordManager
      kind={kind}
      records={records}
      uploading={uploading}
      onAdd={async ({ name, file }) => {
        setUploading({ open: true, progress: 0 });
        const upload = await uploadImage(file, kind === "banner" ? "banner" : "product", (progress) => setUploading({ open: true, progress }));
        if (!upload.ok) {
          setUploading({ open: false, progress: 0 });
          return { ok: false, error: upload.error, fieldErrors: { image: upload.error } };
        }
        const body = kind === "category" ? { name, image: upload.link } : { name, banner_slide: upload.link };
        const result = await adminCall(endpoint, "POST", body);
        setUploading({ open: false, progress: 0 });
        if (!result.ok) {
          await discardUpload(upload.link);
          const errors = result.fieldErrors ?? {};
          return { ok: false, error: result.error, fieldErrors: { name: errors.name, image: errors.image ?? errors.banner_slide } };
        }
        await revalidator.revalidate();
        return { ok: true };
      }}
      onDelete={async (record) => {
        const result = await adminCall(`${endpoint}/${record.id}`, "DELETE");
        if (!result.ok) return { ok: false, error: result.error };
        await revalidator.revalidate();
        return { ok: true };
      }}
    />
  );
}
