import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { section } from "~/i18n/catalogue.ts";
import { css } from "styled-system/css";
import { useSubmit } from "~/client/submit.ts";
import { useHydrated } from "~/client/hydrated.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { LocationDistrict } from "~/domain/delivery/types.ts";
import { zonesSchema } from "~/schemas/zones.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { Alert } from "~/ui/alert.tsx";
import { Button } from "~/ui/button.tsx";
import { ZoneCard } from "./ZoneCard.tsx";
import {
  type CodDraft,
  draftOf,
  firstErrorField,
  listErrorOf,
  newDraft,
  optionsFor,
  placeLabel,
  placeNamesOf,
  type PlaceKind,
  type SavedZone,
  submissionOf,
  withoutError,
  withoutPlace,
  withoutZoneErrors,
  withPlace,
  type ZoneDraft,
  zoneErrorsOf,
  type ZonesSubmission,
  zoneTitle,
} from "./ZoneDrafts.ts";

export type { SavedZone, ZonesSubmission } from "./ZoneDrafts.ts";

const texts = section(() => dashboardCopy.delivery);

/** At most this many zones (`zonesSchema`). */
const MAX_ZONES = 12;

/** What saving answers: the route action's `{ ok: true }`, or its refusal with the API's message and field errors. */
export type ZonesSaveResult = { ok: true } | { ok: false; error: string; fieldErrors?: FieldErrors };

export interface ZonesEditorProps {
  /** The zones as saved (money in decimal units of the shop's currency). A new list (after a save) starts over. */
  zones: SavedZone[];
  /** Every district with its areas: the chips' and pickers' names. */
  locations: LocationDistrict[];
  /** Saves the whole list (it replaces every zone); the answer decides what the editor shows. */
  onSave(submission: ZonesSubmission): Promise<ZonesSaveResult>;
}

type Notice = { tone: "success" | "error"; text: string } | null;

/**
 * The admin's delivery zones: one card per zone (name, charge, free-delivery subtotal, cash on delivery, the default
 * radio, what it covers), "Add a zone", and one "Save zones" that replaces the whole list. The list is checked with
 * the same `zonesSchema` as the server before anything is sent; the server's refusals (two defaults, a place in two
 * zones) show by the save button. After a save the success notice shows under the heading, which takes focus.
 */
export function ZonesEditor(props: ZonesEditorProps) {
  const headingId = useId();
  const radioName = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState<{ field: string | null } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    if (refocus.field) focusField(refocus.field);
    else submitRef.current?.focus();
  }, [refocus]);
  const nextKey = useRef(0);
  const hydrated = useHydrated();

  const [source, setSource] = useState(props.zones);
  const [drafts, setDrafts] = useState<ZoneDraft[]>(() => props.zones.map(draftOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const { busy: saving, run: send } = useSubmit(texts.saveFailed);
  const [announcement, setAnnouncement] = useState("");
  // The saved list changed (the page's data after a save): edit that from now on.
  if (source !== props.zones) {
    setSource(props.zones);
    setDrafts(props.zones.map(draftOf));
  }

  const names = useMemo(() => placeNamesOf(props.locations), [props.locations]);
  const options = useMemo(
    () =>
      drafts.map((_, index) => ({
        district: optionsFor(drafts, index, "district", names),
        area: optionsFor(drafts, index, "area", names),
      })),
    [drafts, names],
  );

  function update(index: number, change: (draft: ZoneDraft) => ZoneDraft) {
    setDrafts((current) => current.map((draft, at) => (at === index ? change(draft) : draft)));
  }

  function setField(index: number, field: "name" | "fee" | "freeOver", value: string) {
    update(index, (draft) => ({ ...draft, [field]: value }));
    setErrors((current) => withoutError(current, index, field));
  }

  function setCod(index: number, change: Partial<CodDraft>) {
    update(index, (draft) => ({ ...draft, cod: { ...draft.cod, ...change } }));
    setErrors((current) => {
      let next = current;
      // Turning it on or off makes what was said about its limit and advance stale too.
      if (change.enabled !== undefined)
        for (const field of ["cod", "codMaxTotal", "codAdvance"] as const) next = withoutError(next, index, field);
      if (change.maxTotal !== undefined) next = withoutError(next, index, "codMaxTotal");
      if (change.advance !== undefined) next = withoutError(next, index, "codAdvance");
      return next;
    });
  }

  /** The list changed shape (a zone added or removed, the default moved): what was said about the list is stale. */
  function clearListError() {
    setErrors((current) => {
      if (current.zones === undefined && current.form === undefined) return current;
      const { zones: _zones, form: _form, ...rest } = current;
      return rest;
    });
    setNotice((current) => (current?.tone === "error" ? null : current));
  }

  function makeDefault(index: number) {
    setDrafts((current) => current.map((draft, at) => ({ ...draft, isDefault: at === index })));
    clearListError();
  }

  function addPlace(index: number, kind: PlaceKind, id: number) {
    const result = withPlace(drafts, index, kind, id);
    setDrafts(result.drafts);
    setErrors((current) => withoutError(current, index, kind === "district" ? "districtIds" : "areaIds"));
    const place = placeLabel(names, kind, id);
    const zone = zoneTitle(drafts[index]!, index);
    setAnnouncement(result.from ? texts.moved(place, result.from, zone) : texts.added(place, zone));
  }

  function removePlace(index: number, kind: PlaceKind, id: number) {
    setDrafts((current) => withoutPlace(current, index, kind, id));
  }

  function addZone() {
    if (drafts.length >= MAX_ZONES) return;
    const key = `new-${nextKey.current++}`;
    const index = drafts.length;
    setDrafts((current) => [...current, newDraft(key, current.length === 0)]);
    setErrors(withoutZoneErrors);
    clearListError();
    // The new zone's name takes focus once it is drawn.
    requestAnimationFrame(() => focusField(`zones.${index}.name`));
  }

  function removeZone(index: number) {
    setDrafts((current) => current.filter((_, at) => at !== index));
    // Errors are numbered by position: they no longer fit once a zone goes.
    setErrors(withoutZoneErrors);
    clearListError();
    addRef.current?.focus();
  }

  function focusField(key: string) {
    formRef.current?.querySelector<HTMLElement>(`[data-field="${key}"]`)?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setNotice(null);
    const submission = submissionOf(drafts);
    const parsed = parseInput(zonesSchema, submission);
    const found: FieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
    // What the server refuses too (the radio allows one default; removing it leaves none).
    if (drafts.length > 0 && drafts.filter((draft) => draft.isDefault).length !== 1)
      found.zones ??= texts.validation.defaultCount;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setNotice({ tone: "error", text: listErrorOf(found) ?? texts.fixErrors });
      const first = firstErrorField(found, drafts.length);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    const result = await send(() => props.onSave(submission));
    if (result.ok) {
      setNotice({ tone: "success", text: texts.saved });
      headingRef.current?.focus();
    } else {
      const refused = result.fieldErrors ?? {};
      setErrors(refused);
      setNotice({ tone: "error", text: result.error });
      // Focus left with the disabled button: back to the first field refused, else to Save, once the refusal is
      // drawn and Save enabled again (an effect after that render, not a timer that may run before it).
      setRefocus({ field: firstErrorField(refused, drafts.length) });
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <div className={styles.intro}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {texts.heading}
        </h1>
        <p className={styles.help}>{texts.help}</p>
        <p className={styles.help}>{texts.movingHelp}</p>
        {props.zones.length === 0 ? <p className={styles.noZones}>{texts.noZones}</p> : null}
      </div>

      {notice?.tone === "success" ? (
        <Alert tone="success" onDismiss={() => setNotice(null)} dismissLabel={dashboardCopy.adminScreens.dismiss}>
          {notice.text}
        </Alert>
      ) : null}

      <form
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby={headingId}
        aria-busy={saving}
        onSubmit={(event) => void save(event)}
        className={styles.form}
      >
        {drafts.map((draft, index) => (
          <ZoneCard
            key={draft.key}
            index={index}
            draft={draft}
            title={zoneTitle(draft, index)}
            errors={zoneErrorsOf(errors, index)}
            radioName={radioName}
            names={names}
            options={options[index]!}
            onField={(field, value) => setField(index, field, value)}
            onCod={(change) => setCod(index, change)}
            onCourier={(courier) => {
              update(index, (draft) => ({ ...draft, courier }));
              setErrors((current) => withoutError(current, index, "courier"));
            }}
            onMakeDefault={() => makeDefault(index)}
            onAddPlace={(kind, id) => addPlace(index, kind, id)}
            onRemovePlace={(kind, id) => removePlace(index, kind, id)}
            onRemove={() => removeZone(index)}
          />
        ))}

        <div className={styles.add}>
          <Button ref={addRef} variant="outline" onClick={addZone} disabled={drafts.length >= MAX_ZONES}>
            {texts.addZone}
          </Button>
          {drafts.length >= MAX_ZONES ? <p className={styles.help}>{texts.maxZones}</p> : null}
        </div>

        {notice?.tone === "error" ? <Alert tone="error">{notice.text}</Alert> : null}

        <Button ref={submitRef} type="submit" disabled={saving || !hydrated} className={styles.submit}>
          {saving ? texts.saving : texts.save}
        </Button>
      </form>

      <div aria-live="polite" className={styles.srOnly}>
        {announcement}
      </div>
    </section>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0" }),
  intro: css({ display: "flex", flexDirection: "column", gap: "2", maxW: "prose" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", outline: "none" }),
  help: css({ fontSize: "sm", color: "fg.muted" }),
  noZones: css({
    fontSize: "sm",
    fontWeight: "medium",
    p: "3",
    bg: "accent.subtle",
    color: "accent.text",
    borderRadius: "l2",
  }),
  form: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0" }),
  add: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" }),
  submit: css({ alignSelf: { base: "stretch", sm: "flex-start" } }),
  srOnly: css({ srOnly: true }),
};
