import { useState } from "react";
import { ImageRecordManager, type ImageRecord } from "~/components/admin/ImageRecordManager.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { discardUpload, uploadImage } from "~/client/admin.ts";
import { type ScreenAnswer, useRouteAction } from "~/client/route-action.ts";

/**
 * Manage Category and Manage Banner: upload the photo (with progress), then post the record with its link to the
 * page's route action (intent `create`); editing (a category's name, a banner's name and link) is intent `update`,
 * deleting intent `delete`. The lists come from the route's loader,
 * which React Router revalidates after each change.
 */
export function ImageRecordScreen({ kind, records }: { kind: "category" | "banner"; records: ImageRecord[] }) {
  const add = useRouteAction<ScreenAnswer>();
  const remove = useRouteAction<ScreenAnswer>();
  const update = useRouteAction<ScreenAnswer>();
  const [uploading, setUploading] = useState({ open: false, progress: 0 });
  return (
    <ImageRecordManager
      kind={kind}
      records={records}
      uploading={uploading}
      onAdd={async ({ name, file, link }) => {
        setUploading({ open: true, progress: 0 });
        const upload = await uploadImage(file, kind === "banner" ? "banner" : "product", (progress) =>
          setUploading({ open: true, progress }),
        );
        if (!upload.ok) {
          setUploading({ open: false, progress: 0 });
          return { ok: false, error: upload.error, fieldErrors: { image: upload.error } };
        }
        const fields =
          kind === "category" ? { name, image: upload.link } : { name, banner_slide: upload.link, link: link ?? "" };
        const result = (await add({ intent: "create", ...fields })) ?? {
          ok: false,
          error: dashboardCopy.admin.errors.failed,
        };
        setUploading({ open: false, progress: 0 });
        if (!result.ok) {
          await discardUpload(upload.link);
          const errors = result.fieldErrors ?? {};
          return {
            ok: false,
            error: result.error,
            fieldErrors: { name: errors.name, image: errors.image ?? errors.banner_slide, link: errors.link },
          };
        }
        return { ok: true };
      }}
      onUpdate={async (record, values) => {
        const result = (await update({ intent: "update", id: record.id, ...values })) ?? {
          ok: false,
          error: dashboardCopy.admin.errors.failed,
        };
        if (result.ok) return { ok: true };
        const errors = result.fieldErrors ?? {};
        return { ok: false, error: result.error, fieldErrors: { name: errors.name, link: errors.link } };
      }}
      onDelete={async (record) => {
        const result = (await remove({ intent: "delete", id: record.id })) ?? {
          ok: false,
          error: dashboardCopy.admin.errors.failed,
        };
        return result.ok ? { ok: true } : { ok: false, error: result.error };
      }}
    />
  );
}
