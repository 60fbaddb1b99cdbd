import { Portal } from "@ark-ui/react/portal";
import { type FormEvent, useState } from "react";
import { css } from "styled-system/css";
import * as v from "valibot";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { bannerPatchSchema, bannerSchema, categoryPatchSchema } from "~/schemas/admin.ts";
import { parseInput } from "~/schemas/parse.ts";
import { useSubmit } from "~/client/submit.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import * as Dialog from "~/ui/dialog.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CloseIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import { BannerLinkField } from "./BannerLinkField.tsx";

export type RecordEditValues = { name: string; link?: string };

export type RecordEditResult =
  { ok: true } | { ok: false; error: string; fieldErrors?: { name?: string; link?: string } };

export interface RecordEditDialogProps {
  kind: "category" | "banner";
  /** The record being edited, or null while the dialog is closed. */
  record: { name: string; link?: string | null } | null;
  /** Saves the changes; the dialog closes on success and shows the error otherwise. */
  onSave(values: RecordEditValues): Promise<RecordEditResult>;
  onClose(): void;
  finalFocus?(): HTMLElement | null;
}

/** A category is renamed; a banner's name and link change (checked as the API checks them). */
const schemas = {
  category: categoryPatchSchema,
  banner: v.object({ name: bannerSchema.entries.name, link: bannerPatchSchema.entries.link }),
} as const;

/**
 * Manage Category's rename and Manage Banner's edit, in a dialog: the name (and a banner's link), checked before
 * it is sent. While saving nothing closes it; a refusal (say, a category name already used) shows inside it.
 */
export function RecordEditDialog(props: RecordEditDialogProps) {
  const open = props.record !== null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      finalFocusEl={props.finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{props.record ? <EditForm {...props} record={props.record} /> : null}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EditForm(props: RecordEditDialogProps & { record: { name: string; link?: string | null } }) {
  const texts = dashboardCopy.adminScreens;
  const kindTexts = texts[props.kind];
  const banner = props.kind === "banner";
  const [name, setName] = useState(props.record.name);
  const [link, setLink] = useState(props.record.link ?? "");
  const [errors, setErrors] = useState<{ name?: string; link?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const { busy: saving, run: send } = useSubmit(texts.saveFailed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const values = banner ? { name, link } : { name };
    const parsed = parseInput(schemas[props.kind], values);
    if (!parsed.ok) {
      setErrors({ name: parsed.fieldErrors.name, link: parsed.fieldErrors.link });
      return;
    }
    setErrors({});
    setError(null);
    const result = await send(() => props.onSave(values));
    if (result.ok) {
      props.onClose();
      return;
    }
    setErrors(result.fieldErrors ?? {});
    setError(result.error);
  }

  return (
    <Dialog.Content aria-busy={saving}>
      <Dialog.Title>{kindTexts.editTitle}</Dialog.Title>
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <Input.Root invalid={errors.name !== undefined}>
          <Input.Label>{kindTexts.name}</Input.Label>
          <Input.Control
            name="name"
            autoComplete="off"
            aria-required="true"
            maxLength={60}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
          />
          <Input.ErrorText>{errors.name}</Input.ErrorText>
        </Input.Root>
        {banner ? (
          <BannerLinkField
            value={link}
            error={errors.link}
            onChange={(value) => {
              setLink(value);
              setErrors((current) => ({ ...current, link: undefined }));
            }}
          />
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button variant="outline" disabled={saving} onClick={props.onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? texts.saving : texts.save}
          </Button>
        </div>
      </form>
      <Dialog.CloseTrigger asChild>
        <IconButton aria-label={texts.close} disabled={saving}>
          <CloseIcon />
        </IconButton>
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

const styles = {
  form: css({ display: "flex", flexDirection: "column", gap: "4", mt: "4" }),
  actions: css({ display: "flex", justifyContent: "flex-end", gap: "3", mt: "1" }),
};
