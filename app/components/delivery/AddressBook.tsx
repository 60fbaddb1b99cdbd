import { currentLanguage } from "~/i18n/catalogue.ts";
import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { loadOnIntent } from "~/client/on-intent.ts";
import type { ScreenAnswer } from "~/client/route-action.ts";
import { useSubmit } from "~/client/submit.ts";
import { ConfirmDialog, preloadConfirmDialog } from "~/components/shared/ConfirmDialog.tsx";
import { useConfirmedRemoval } from "~/components/shared/useConfirmedRemoval.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { formatDigits } from "~/format.ts";
import type { LocationDistrict, SavedAddressView } from "~/domain/delivery/types.ts";
import type { AddressFormInput } from "~/schemas/address.ts";
import { Alert } from "~/ui/alert.tsx";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { MapPinIcon } from "~/ui/icons.tsx";
import type { DistrictsStatus } from "./AddressForm.tsx";

// The form starts closed, and its district and area pickers (Ark Combobox) are heavy: it loads on intent
// (decision 017), when a pointer or focus reaches Add or Edit, at the latest when it opens.
const addressForm = loadOnIntent(() => import("./AddressForm.tsx").then((module) => module.AddressForm));
const preloadForm = () => void addressForm.preload().catch(() => undefined);

export interface AddressBookProps {
  /** The shopper's saved addresses, the default first. */
  addresses: SavedAddressView[];
  /** How many the book may hold (MAX_ADDRESSES). */
  max: number;
  /** Every district with its areas, for the form's district and area fields. */
  districts: LocationDistrict[];
  /** Whether `districts` has arrived ("ready" unless told). */
  districtsStatus?: DistrictsStatus;
  /** The refusal of a plain form post (sent before the page was interactive), shown above the list. */
  refusal?: string | null;
  /** Saves a new address (`address` null) or replaces `address` with the values. */
  onSave(values: AddressFormInput, address: SavedAddressView | null): Promise<ScreenAnswer>;
  onDelete(address: SavedAddressView): Promise<ScreenAnswer>;
  onMakeDefault(address: SavedAddressView): Promise<ScreenAnswer>;
}

type Notice = { tone: "success" | "error"; text: string } | null;
type OpenForm = { kind: "add" } | { kind: "edit"; id: number } | null;

/**
 * The shopper's address book (/dashboard/addresses): how many of the limit are saved, each address as a card (label,
 * the default's badge, receiver, mobile, line, area and district in English and Bangla, the courier's note) with
 * Edit, Delete (asked first) and Make default, and the form that adds or edits one (in place of the card it edits).
 * At the limit the add button is disabled and says why. After a change a notice says what happened and focus goes
 * to the heading; a cancelled form gives focus back to the button that opened it.
 */
export function AddressBook(props: AddressBookProps) {
  const texts = dashboardCopy.addresses;
  const headingId = useId();
  const addFormId = useId();
  const fullId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const returnFocus = useRef<string | null>(null);
  const [form, setForm] = useState<OpenForm>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const { pending: makingDefault, run: send } = useSubmit<number>(texts.failed);

  const removals = useConfirmedRemoval<{ id: string; address: SavedAddressView }>({
    remove: ({ address }) => props.onDelete(address),
    failedText: texts.failed,
    onRemoved: ({ address }) => setNotice({ tone: "success", text: texts.deleted(address.label) }),
    onAsk: () => setNotice(null),
  });
  const deletion = removals.removal;
  // A deleted address goes at once; the route's fresh list follows.
  const addresses = removals
    .remaining(props.addresses.map((address) => ({ id: String(address.id), address })))
    .map(({ address }) => address);
  const full = addresses.length >= props.max;
  const districtsStatus = props.districtsStatus ?? "ready";

  // A closed form hands focus back to the button that opened it (found again: an edited card is drawn anew).
  useEffect(() => {
    if (form !== null || returnFocus.current === null) return;
    const key = returnFocus.current;
    returnFocus.current = null;
    sectionRef.current?.querySelector<HTMLElement>(`[data-opens="${key}"]`)?.focus();
  }, [form]);

  function done(message: string) {
    setNotice({ tone: "success", text: message });
    headingRef.current?.focus();
  }

  function open(next: OpenForm) {
    setNotice(null);
    setForm(next);
  }

  function cancel() {
    returnFocus.current = form?.kind === "edit" ? `edit-${form.id}` : "add";
    setForm(null);
  }

  async function makeDefault(event: FormEvent<HTMLFormElement>, address: SavedAddressView) {
    event.preventDefault();
    if (makingDefault !== null) return;
    setNotice(null);
    const answer = await send(() => props.onMakeDefault(address), address.id);
    if (answer.ok) done(texts.madeDefault(address.label));
    else setNotice({ tone: "error", text: answer.error });
  }

  function formFor(address: SavedAddressView | null) {
    return (
      <Suspense fallback={null}>
        <addressForm.Component
          address={address}
          districts={props.districts}
          districtsStatus={districtsStatus}
          first={addresses.length === 0}
          onSave={(values) => props.onSave(values, address)}
          onSaved={(label) => {
            setForm(null);
            done(texts.saved(label));
          }}
          onCancel={cancel}
        />
      </Suspense>
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {texts.heading}
          </h1>
          <p className={styles.help}>{texts.help}</p>
        </div>
        <div className={styles.addBlock}>
          <p className={styles.count}>{texts.count(addresses.length, props.max)}</p>
          <Button
            data-opens="add"
            disabled={full}
            aria-expanded={form?.kind === "add"}
            aria-controls={form?.kind === "add" ? addFormId : undefined}
            aria-describedby={full ? fullId : undefined}
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
            onClick={() => (form?.kind === "add" ? cancel() : open({ kind: "add" }))}
            className={styles.add}
          >
            {texts.add}
          </Button>
        </div>
      </header>

      {full ? (
        <p id={fullId} className={styles.full}>
          {texts.full(props.max)}
        </p>
      ) : null}

      {props.refusal ? <Alert tone="error">{props.refusal}</Alert> : null}
      {notice?.tone === "success" ? (
        <Alert tone="success" onDismiss={() => setNotice(null)} dismissLabel={texts.dismiss}>
          {notice.text}
        </Alert>
      ) : null}
      {notice?.tone === "error" ? <Alert tone="error">{notice.text}</Alert> : null}

      {form?.kind === "add" ? <div id={addFormId}>{formFor(null)}</div> : null}

      {addresses.length === 0 ? (
        form?.kind === "add" ? null : (
          <EmptyBook />
        )
      ) : (
        <ul aria-label={texts.listLabel} className={styles.list}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.item}>
              {form?.kind === "edit" && form.id === address.id ? (
                formFor(address)
              ) : (
                <AddressCard
                  address={address}
                  making={makingDefault === address.id}
                  busy={makingDefault !== null}
                  onEdit={() => open({ kind: "edit", id: address.id })}
                  onDelete={() => removals.ask({ id: String(address.id), address })}
                  onMakeDefault={(event) => void makeDefault(event, address)}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deletion?.open ?? false}
        title={texts.deleteTitle}
        description={texts.deleteDescription(deletion?.item.address.label ?? "")}
        cancelLabel={texts.keep}
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

function EmptyBook() {
  const texts = dashboardCopy.addresses;
  const headingId = useId();
  return (
    <EmptyState.Root tone="neutral" aria-labelledby={headingId} className={styles.empty}>
      <EmptyState.Icon aria-hidden>
        <MapPinIcon />
      </EmptyState.Icon>
      <EmptyState.Title asChild>
        <h2 id={headingId}>{texts.emptyTitle}</h2>
      </EmptyState.Title>
      <EmptyState.Description>{texts.emptyHelp}</EmptyState.Description>
    </EmptyState.Root>
  );
}

function AddressCard(props: {
  address: SavedAddressView;
  /** This card's "Make default" is being saved. */
  making: boolean;
  /** Some card's "Make default" is being saved. */
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(event: FormEvent<HTMLFormElement>): void;
}) {
  const texts = dashboardCopy.addresses;
  const { address } = props;
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.label}>
          {address.label}
        </h2>
        {address.isDefault ? (
          <Badge variant="success" size="sm">
            {checkoutCopy.delivery.defaultBadge}
          </Badge>
        ) : null}
      </div>
      <div className={styles.details}>
        <p className={styles.name}>{address.name}</p>
        <p className={styles.mobile}>{formatDigits(address.mobile)}</p>
        <p>{address.line}</p>
        <p data-part="place">
          {currentLanguage() === "bn" ? (
            `${address.bnArea}, ${address.bnDistrict}`
          ) : (
            <>
              {address.area} (<span lang="bn">{address.bnArea}</span>), {address.district} (
              <span lang="bn">{address.bnDistrict}</span>)
            </>
          )}
        </p>
        {address.note ? <p className={styles.note}>{checkoutCopy.delivery.courierNote(address.note)}</p> : null}
      </div>
      <div role="group" aria-label={texts.actionsFor(address.label)} className={styles.actions}>
        <Button
          size="sm"
          variant="outline"
          data-opens={`edit-${address.id}`}
          aria-label={texts.editAddress(address.label)}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
          onClick={props.onEdit}
        >
          {texts.edit}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={texts.deleteAddress(address.label)}
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          onClick={props.onDelete}
        >
          {texts.delete}
        </Button>
        {address.isDefault ? null : (
          // A plain form: before the page is interactive it posts to the route's action.
          <form method="post" onSubmit={props.onMakeDefault} className={styles.inlineForm}>
            <input type="hidden" name="intent" value="make-default" />
            <input type="hidden" name="id" value={address.id} />
            <Button
              type="submit"
              size="sm"
              variant="ghost"
              aria-label={props.making ? undefined : texts.makeDefaultFor(address.label)}
              disabled={props.busy}
            >
              {props.making ? texts.making : texts.makeDefault}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  header: css({
    display: "flex",
    flexDirection: { base: "column", md: "row" },
    alignItems: { base: "stretch", md: "flex-end" },
    justifyContent: "space-between",
    gap: "4",
  }),
  titleBlock: css({ display: "flex", flexDirection: "column", gap: "1", minW: "0" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", outline: "none" }),
  help: css({ fontSize: "sm", color: "fg.muted" }),
  addBlock: css({
    display: "flex",
    alignItems: "center",
    justifyContent: { base: "space-between", md: "flex-end" },
    flexWrap: "wrap",
    gap: "3",
  }),
  count: css({ fontSize: "sm", color: "fg.muted", fontVariantNumeric: "tabular-nums" }),
  add: css({ flexShrink: "0" }),
  full: css({
    fontSize: "sm",
    color: "fg.default",
    px: "4",
    py: "3",
    bg: "bg.muted",
    borderRadius: "l2",
    borderWidth: "1px",
    borderColor: "border.default",
  }),
  empty: css({
    width: "100%",
    maxW: "none",
    px: "6",
    bg: "bg.surface",
    borderRadius: "l3",
    borderWidth: "1px",
    borderColor: "border.default",
  }),
  list: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
    gap: { base: "3", md: "4" },
  }),
  item: css({ minW: "0", display: "flex", flexDirection: "column" }),
  card: css({
    flex: "1",
    display: "flex",
    flexDirection: "column",
    gap: "3",
    minW: "0",
    p: { base: "4", md: "5" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
  }),
  cardHead: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" }),
  label: css({ fontSize: "md", fontWeight: "bold", overflowWrap: "anywhere", minW: "0" }),
  details: css({
    display: "flex",
    flexDirection: "column",
    gap: "0.5",
    fontSize: "sm",
    overflowWrap: "anywhere",
    minW: "0",
  }),
  name: css({ fontWeight: "semibold" }),
  mobile: css({ fontVariantNumeric: "tabular-nums" }),
  note: css({ color: "fg.muted" }),
  actions: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", mt: "auto", pt: "1" }),
  inlineForm: css({ display: "contents" }),
};
