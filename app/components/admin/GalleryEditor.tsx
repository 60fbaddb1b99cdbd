import { type Ref, useRef, useState } from "react";
import { css } from "styled-system/css";
import { section } from "~/i18n/catalogue.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import { thumbUrl } from "~/domain/images/url.ts";
import { MAX_IMAGES } from "~/schemas/variant-rules.ts";
import { IconButton } from "~/ui/icon-button.tsx";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "~/ui/icons.tsx";
import type { GalleryEntry } from "./product-draft.ts";
import { PhotoField } from "./PhotoField.tsx";
import { sectionStyles } from "./ProductFormFields.tsx";

const texts = section(() => variantsCopy.gallery);

export interface GalleryEditorProps {
  entries: GalleryEntry[];
  /** The file input's label ("Photo" on Add Product, as the spec names it). */
  fileLabel: string;
  /** Whether the product has no photo yet, so one must be chosen. */
  required: boolean;
  error: string | undefined;
  onAdd(files: File[]): void;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  /** The file input, for moving focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The product's photos, in order (issue 28): the first is its main photo. New files are added at the end and shown
 * at once (they upload when the form is saved). A photo moves by dragging it onto another's place, or with its
 * arrow buttons, which keep focus so repeated presses keep moving it; every move and removal is announced.
 */
export function GalleryEditor({ ref, ...props }: GalleryEditorProps) {
  const { entries } = props;
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);
  const full = entries.length >= MAX_IMAGES;

  function move(from: number, to: number, focus?: "earlier" | "later") {
    if (to < 0 || to >= entries.length || from === to) return;
    props.onMove(from, to);
    setAnnouncement(texts.movedTo(to + 1, entries.length));
    if (focus)
      requestAnimationFrame(() => {
        const item = listRef.current?.children[to];
        const button =
          item?.querySelector<HTMLButtonElement>(`button[data-move="${focus}"]:not(:disabled)`) ??
          item?.querySelector<HTMLButtonElement>("button[data-move]:not(:disabled)");
        button?.focus();
      });
  }

  function remove(index: number) {
    props.onRemove(index);
    setAnnouncement(texts.removed(entries.length - 1));
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{texts.heading}</legend>
      <p className={styles.help}>{texts.help(MAX_IMAGES)}</p>
      {entries.length > 0 ? (
        <ol ref={listRef} className={styles.list}>
          {entries.map((entry, index) => {
            const n = index + 1;
            return (
              <li
                key={entry.ref}
                draggable
                data-dragging={dragged === index ? "" : undefined}
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", String(index));
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = "move";
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                className={styles.item}
              >
                <img
                  src={entry.file ? entry.preview : thumbUrl(entry.preview)}
                  alt=""
                  width={96}
                  height={96}
                  decoding="async"
                  draggable={false}
                  className={styles.image}
                />
                <span className={styles.caption}>
                  {index === 0 ? texts.main : texts.photo(n)}
                  {entry.file ? <span className={styles.fresh}>{texts.notUploaded}</span> : null}
                </span>
                <span className={styles.actions}>
                  <IconButton
                    size="sm"
                    variant="outline"
                    data-move="earlier"
                    aria-label={texts.moveEarlier(n)}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, "earlier")}
                  >
                    <ChevronLeftIcon />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="outline"
                    data-move="later"
                    aria-label={texts.moveLater(n)}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, index + 1, "later")}
                  >
                    <ChevronRightIcon />
                  </IconButton>
                  <IconButton size="sm" variant="outline" aria-label={texts.remove(n)} onClick={() => remove(index)}>
                    <CloseIcon />
                  </IconButton>
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <PhotoField
        key={fileKey}
        ref={ref}
        label={props.fileLabel}
        multiple
        required={props.required}
        disabled={full}
        helpText={full ? texts.full(MAX_IMAGES) : undefined}
        error={props.error}
        onChange={(_first, files) => {
          if (files.length === 0) return;
          props.onAdd(files);
          setAnnouncement(texts.added(Math.min(files.length, MAX_IMAGES - entries.length)));
          // The input is emptied, so the same file may be chosen again after it is removed.
          setFileKey((key) => key + 1);
        }}
      />
      <p role="status" className={styles.srOnly}>
        {announcement}
      </p>
    </fieldset>
  );
}

const styles = {
  ...sectionStyles,
  list: css({
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))",
    gap: "3",
    listStyle: "none",
    p: "0",
    m: "0",
  }),
  item: css({
    display: "flex",
    flexDirection: "column",
    gap: "1.5",
    p: "2",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l2",
    cursor: "grab",
    "&[data-dragging]": { opacity: "0.5", borderStyle: "dashed" },
    _first: { borderColor: "accent.default" },
  }),
  image: css({ w: "full", aspectRatio: "1", h: "auto", objectFit: "cover", borderRadius: "l1", bg: "bg.muted" }),
  caption: css({ display: "flex", flexDirection: "column", fontSize: "sm", fontWeight: "medium" }),
  fresh: css({ fontSize: "xs", color: "fg.muted", fontWeight: "normal" }),
  actions: css({ display: "flex", gap: "1", justifyContent: "space-between" }),
  srOnly: css({ srOnly: true }),
};
