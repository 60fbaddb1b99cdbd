import { type FormEvent, useId, useRef, useState } from "react";
import { section } from "~/i18n/catalogue.ts";
import { css } from "styled-system/css";
import * as v from "valibot";
import { PhotoField } from "~/components/admin/PhotoField.tsx";
import { preloadUploadingDialog, UploadingDialog } from "~/components/admin/UploadingDialog.tsx";
import { ConfirmDialog } from "~/components/shared/ConfirmDialog.tsx";
import { RecordEditDialog, type RecordEditResult, type RecordEditValues } from "./RecordEditDialog.tsx";
import { BannerLinkField } from "./BannerLinkField.tsx";
import { bannerPatchSchema } from "~/schemas/admin.ts";
import { useConfirmedRemoval } from "~/components/shared/useConfirmedRemoval.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { parseInput } from "~/schemas/parse.ts";
import { Button } from "~/ui/button.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { ImageIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import * as Table from "~/ui/table.tsx";
import { thumbUrl } from "~/domain/images/url.ts";
import { useHydrated } from "~/client/hydrated.ts";
import { useSubmit } from "~/client/submit.ts";
import { FormNotice, type Notice } from "./FormNotice.tsx";

export interface ImageRecord {
  id: string;
  /** Banners: where the slide leads (null: nowhere). */
  link?: string | null;
  name: string;
  imageUrl: string;
  /** Categories: how many products it holds (one with products cannot be deleted). */
  productCount?: number;
}

export type ImageRecordKind = "category" | "banner";

export type AddImageRecordResult =
  { ok: true } | { ok: false; error: string; fieldErrors?: { name?: string; image?: string; link?: string } };

export type DeleteImageRecordResult = { ok: true } | { ok: false; error: string };

export interface ImageRecordManagerProps {
  kind: ImageRecordKind;
  records: ImageRecord[];
  /** Uploads the photo and saves the record; the answer decides what the form shows. */
  onAdd(values: { name: string; file: File; link?: string | null }): Promise<AddImageRecordResult>;
  onDelete(record: ImageRecord): Promise<DeleteImageRecordResult>;
  /** Renames a category, or changes a banner's name and link; each row gets an Edit action when given. */
  onUpdate?(record: ImageRecord, values: RecordEditValues): Promise<RecordEditResult>;
  /** The upload modal, driven by the route while `onAdd` runs. */
  uploading: { open: boolean; progress: number };
}

const m = section(() => dashboardCopy.admin.validation);

const addSchemas = {
  category: v.object({
    name: v.pipe(
      v.string(() => m.categoryName),
      v.trim(),
      v.nonEmpty(() => m.categoryName),
    ),
    file: v.instance(File, () => m.categoryImage),
  }),
  banner: v.object({
    name: v.pipe(
      v.string(() => m.bannerName),
      v.trim(),
      v.nonEmpty(() => m.bannerName),
    ),
    file: v.instance(File, () => m.bannerImage),
    // Where the slide leads, as the API checks it ("" for nowhere).
    link: bannerPatchSchema.entries.link,
  }),
} as const;

/**
 * The id shown for a stored image: the last path segment of its link. An inline `data:` image has no path, so
 * its fragment (if any) stands in.
 */
export function imageIdOf(imageUrl: string): string {
  if (imageUrl.startsWith("data:")) {
    const hash = imageUrl.indexOf("#");
    return hash === -1 ? "" : decodeSafely(imageUrl.slice(hash + 1));
  }
  const path = imageUrl.split(/[?#]/, 1)[0] ?? "";
  const segments = path.split("/").filter(Boolean);
  return decodeSafely(segments.at(-1) ?? "");
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

type FieldErrors = { name?: string; image?: string; link?: string };

/**
 * Manage Category and Manage Banner: the add form (name and photo) beside the table of what is stored
 * (stacked on phones). Adding is checked before it is sent; deleting asks first, and the success message shows
 * only once the delete really succeeded.
 */
export function ImageRecordManager(props: ImageRecordManagerProps) {
  const texts = dashboardCopy.adminScreens;
  const kindTexts = texts[props.kind];
  const headingId = useId();
  const formHeadingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const [name, setName] = useState("");
  const [link, setLink] = useState("");
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the (uncontrolled) file input.
  const [fileKey, setFileKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { busy: adding, run: send } = useSubmit(texts.addFailed);
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<ImageRecord | null>(null);
  // The photo is uploaded by script: until the page is interactive the form cannot be sent (nor by Enter).
  const hydrated = useHydrated();

  const removals = useConfirmedRemoval<ImageRecord>({
    remove: props.onDelete,
    failedText: texts.deleteFailed,
    onRemoved: () =>
      setNotice({
        tone: "success",
        text: props.kind === "category" ? dashboardCopy.admin.categoryDeleted : dashboardCopy.admin.bannerDeleted,
      }),
    onAsk: () => setNotice(null),
  });
  const deletion = removals.removal;

  // Deleted rows go at once; the route's fresh list follows.
  const records = removals.remaining(props.records);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    setNotice(null);
    const parsed = parseInput(addSchemas[props.kind], { name, file, ...(props.kind === "banner" ? { link } : {}) });
    if (!parsed.ok) {
      const errors: FieldErrors = {
        name: parsed.fieldErrors.name,
        image: parsed.fieldErrors.file,
        link: parsed.fieldErrors.link,
      };
      setFieldErrors(errors);
      if (errors.name || errors.image) (errors.name ? nameRef : fileRef).current?.focus();
      return;
    }
    setFieldErrors({});
    const result = await send(() => props.onAdd(parsed.value));
    if (result.ok) {
      setName("");
      setLink("");
      setFile(null);
      setFileKey((key) => key + 1);
      setNotice({ tone: "success", text: dashboardCopy.admin.productAdded });
    } else {
      setFieldErrors(result.fieldErrors ?? {});
      setNotice({ tone: "error", text: result.error });
    }
  }

  const deletingName = deletion ? deletion.item.name : "";
  const deletingHolds = deletion?.item.productCount ?? 0;

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {kindTexts.heading}
      </h1>
      {props.kind === "banner" ? <p className={styles.note}>{texts.bannerSizeNote}</p> : null}

      <FormNotice notice={notice} onDismiss={() => setNotice(null)} />

      <div className={props.kind === "banner" ? styles.stacked : styles.layout}>
        <form
          method="post"
          encType="multipart/form-data"
          noValidate
          aria-labelledby={formHeadingId}
          aria-busy={adding}
          onFocus={preloadUploadingDialog}
          onSubmit={(event) => void submit(event)}
          className={styles.form}
        >
          <h2 id={formHeadingId} className={styles.srOnly}>
            {kindTexts.submit}
          </h2>
          <Input.Root invalid={fieldErrors.name !== undefined}>
            <Input.Label>{kindTexts.name}</Input.Label>
            <Input.Control
              ref={nameRef}
              name="name"
              autoComplete="off"
              aria-required="true"
              maxLength={60}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setFieldErrors((current) => ({ ...current, name: undefined }));
              }}
            />
            <Input.ErrorText>{fieldErrors.name}</Input.ErrorText>
          </Input.Root>
          <PhotoField
            key={fileKey}
            ref={fileRef}
            label={texts.photo}
            error={fieldErrors.image}
            onChange={(chosen) => {
              setFile(chosen);
              setFieldErrors((current) => ({ ...current, image: undefined }));
            }}
          />
          {props.kind === "banner" ? (
            <BannerLinkField
              value={link}
              error={fieldErrors.link}
              onChange={(value) => {
                setLink(value);
                setFieldErrors((current) => ({ ...current, link: undefined }));
              }}
            />
          ) : null}
          <Button type="submit" disabled={adding || !hydrated} className={styles.submit}>
            {kindTexts.submit}
          </Button>
        </form>

        <div className={styles.tablePane}>
          <Table.Root
            aria-label={kindTexts.tableLabel}
            striped
            scrollLabel={texts.tableScrollLabel(kindTexts.tableLabel)}
          >
            <Table.Head>
              <Table.Row>
                <Table.Header scope="col">{kindTexts.name}</Table.Header>
                <Table.Header scope="col">{texts.imageId}</Table.Header>
                {props.kind === "banner" ? <Table.Header scope="col">{texts.link}</Table.Header> : null}
                <Table.Header scope="col">{texts.action}</Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {records.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={props.kind === "banner" ? 4 : 3}>
                    <EmptyState.Root tone="neutral" className={styles.empty}>
                      <EmptyState.Icon aria-hidden>
                        <ImageIcon />
                      </EmptyState.Icon>
                      <EmptyState.Title asChild>
                        <p>{kindTexts.empty}</p>
                      </EmptyState.Title>
                    </EmptyState.Root>
                  </Table.Cell>
                </Table.Row>
              ) : (
                records.map((record) => (
                  <RecordRow
                    key={record.id}
                    kind={props.kind}
                    record={record}
                    onEdit={props.onUpdate ? () => setEditing(record) : undefined}
                    onDelete={() => removals.ask(record)}
                  />
                ))
              )}
            </Table.Body>
          </Table.Root>
        </div>
      </div>

      <UploadingDialog open={props.uploading.open} progress={props.uploading.progress} />

      <RecordEditDialog
        kind={props.kind}
        record={editing}
        onClose={() => setEditing(null)}
        onSave={async (values) => {
          if (!editing || !props.onUpdate) return { ok: false, error: texts.saveFailed };
          const result = await props.onUpdate(editing, values);
          if (result.ok) {
            setNotice({
              tone: "success",
              text: props.kind === "category" ? dashboardCopy.admin.categoryUpdated : dashboardCopy.admin.bannerUpdated,
            });
          }
          return result;
        }}
      />

      <ConfirmDialog
        open={deletion?.open ?? false}
        title={kindTexts.deleteTitle}
        description={
          deletingHolds > 0
            ? dashboardCopy.admin.errors.categoryInUse(deletingHolds)
            : texts.willBeRemoved(deletingName)
        }
        confirmDisabled={deletingHolds > 0}
        cancelLabel={texts.no}
        confirmLabel={texts.delete}
        closeLabel={texts.close}
        pending={deletion?.pending ?? false}
        pendingLabel={texts.deleting}
        error={deletion?.error ?? null}
        onCancel={removals.cancel}
        onConfirm={() => void removals.confirm()}
        finalFocus={() => (notice?.tone === "success" ? headingRef.current : null)}
      />
    </section>
  );
}

function RecordRow(props: { kind: ImageRecordKind; record: ImageRecord; onEdit?(): void; onDelete(): void }) {
  const texts = dashboardCopy.adminScreens;
  const name = props.record.name;
  const imageId = imageIdOf(props.record.imageUrl);
  return (
    <Table.Row>
      <Table.Cell className={styles.name}>
        {name}
        {props.record.productCount !== undefined ? (
          <span className={styles.count}>{texts.productCount(props.record.productCount)}</span>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <div className={styles.imageCell}>
          <img
            src={props.kind === "banner" ? props.record.imageUrl : thumbUrl(props.record.imageUrl)}
            alt={name}
            loading="lazy"
            decoding="async"
            width={props.kind === "banner" ? 96 : 40}
            height={props.kind === "banner" ? 31 : 40}
            className={styles.thumb}
          />
          <code title={imageId} className={styles.imageId}>
            {imageId}
          </code>
        </div>
      </Table.Cell>
      {props.kind === "banner" ? (
        <Table.Cell className={props.record.link ? styles.link : styles.noLink}>
          {props.record.link ?? texts.noLink}
        </Table.Cell>
      ) : null}
      <Table.Cell>
        <div className={styles.actions}>
          {props.onEdit ? (
            <Button size="sm" variant="outline" aria-label={texts.editRecord(name)} onClick={props.onEdit}>
              {texts.edit}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" aria-label={texts.deleteRecord(name)} onClick={props.onDelete}>
            {texts.delete}
          </Button>
        </div>
      </Table.Cell>
    </Table.Row>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", outline: "none" }),
  note: css({ fontSize: "sm", color: "fg.muted" }),
  layout: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "minmax(240px, 320px) minmax(0, 1fr)" },
    alignItems: "start",
    gap: { base: "5", md: "6" },
  }),
  // Banners have a link column too: the form goes above the table, so the table keeps the page's width (1280 px with
  // the menu shows every column, Delete included).
  stacked: css({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: { base: "5", md: "6" },
    "& > form": { maxW: "xl" },
  }),
  form: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    p: { base: "4", md: "5" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  submit: css({ alignSelf: { base: "stretch", sm: "flex-start" } }),
  tablePane: css({ minW: "0" }),
  name: css({ fontWeight: "medium" }),
  count: css({ display: "block", fontSize: "xs", fontWeight: "normal", color: "fg.muted" }),
  imageCell: css({ display: "flex", alignItems: "center", gap: "3", minW: "0" }),
  thumb: css({ flexShrink: "0", objectFit: "cover", borderRadius: "l1", bg: "bg.muted" }),
  imageId: css({
    fontFamily: "mono",
    fontSize: "xs",
    color: "fg.muted",
    maxW: { base: "24", md: "40" },
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  }),
  empty: css({ py: "6" }),
  actions: css({ display: "flex", gap: "2" }),
  link: css({ fontFamily: "mono", fontSize: "xs", wordBreak: "break-all", minW: "8rem" }),
  noLink: css({ fontSize: "sm", color: "fg.muted" }),
  srOnly: css({ srOnly: true }),
};
