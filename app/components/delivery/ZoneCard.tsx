import { useId, useRef } from "react";
import { section } from "~/i18n/catalogue.ts";
import { css } from "styled-system/css";
import { formatWholeTaka } from "~/format.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CloseIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";
import { COD_ADVANCES, COURIER_IDS, type CourierId } from "@db/enums.ts";
import {
  type CodDraft,
  coverageOf,
  type PlaceKind,
  placeLabel,
  type PlaceNames,
  type PlaceOption,
  type ZoneDraft,
  type ZoneErrors,
} from "./ZoneDrafts.ts";
import { ZonePlacePicker } from "./ZonePlacePicker.tsx";

const texts = section(() => dashboardCopy.delivery);

export interface ZoneCardProps {
  index: number;
  draft: ZoneDraft;
  /** How the zone is named where it is named ("Zone 3" while it has no name). */
  title: string;
  errors: ZoneErrors;
  /** The `name` of the zones' one radio group (the default). */
  radioName: string;
  names: PlaceNames;
  options: Record<PlaceKind, PlaceOption[]>;
  onField(field: "name" | "fee" | "freeOver", value: string): void;
  /** Changes the zone's cash on delivery (what changed only). */
  onCod(change: Partial<CodDraft>): void;
  /** Changes the courier its orders are booked with ("": the first one set up). */
  onCourier(courier: CourierId | ""): void;
  onMakeDefault(): void;
  onAddPlace(kind: PlaceKind, id: number): void;
  onRemovePlace(kind: PlaceKind, id: number): void;
  onRemove(): void;
}

/** Whole taka as typed, or null when it is not an amount (yet). */
function takaOf(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== "" && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The summary line's cash on delivery: off, or its limit and advance; none while the limit is not an amount. */
function codSummaryOf(cod: CodDraft): string | null {
  if (!cod.enabled) return texts.cod.summaryOff;
  const limit = takaOf(cod.maxTotal);
  if (limit === null && cod.maxTotal.trim() !== "") return null;
  return texts.cod.summary(limit === null ? null : formatWholeTaka(limit), cod.advance);
}

/**
 * One zone of the editor: a fieldset named for the zone, with its name, charge and free-delivery subtotal, its cash
 * on delivery (taken or not, up to which total, what is paid first by wallet), whether it is the default (one radio
 * group across the zones), and what it covers as removable chips with a picker to add more; the default zone covers
 * everywhere else instead.
 */
export function ZoneCard(props: ZoneCardProps) {
  const { draft, index, errors } = props;
  const id = useId();
  const fee = takaOf(draft.fee);
  const freeOver = takaOf(draft.freeOver);
  const codSummary = codSummaryOf(draft.cod);
  const prefix = `zones.${index}`;
  const districts = coverageOf(draft, "district");
  const areas = coverageOf(draft, "area");
  const hiddenCoverage = draft.isDefault && draft.districtIds.length + draft.areaIds.length > 0;

  return (
    <div className={styles.card}>
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.zone ? `${id}-summary ${id}-zone-error` : `${id}-summary`}
      >
        <legend className={styles.legend}>
          <h2 className={styles.title}>{texts.zoneLegend(index + 1, draft.name)}</h2>
        </legend>
        <p id={`${id}-summary`} className={styles.summary}>
          {draft.isDefault ? (
            <Badge variant="subtle" size="sm">
              {texts.defaultBadge}
            </Badge>
          ) : null}
          <span>
            {fee === null
              ? null
              : `${texts.summary(formatWholeTaka(fee), freeOver === null ? null : formatWholeTaka(freeOver))} · `}
            {codSummary === null ? null : `${codSummary} · `}
            {draft.isDefault ? texts.everywhereElse : texts.covers(districts.length, areas.length)}
          </span>
        </p>
        {errors.zone ? (
          <p className={styles.error} id={`${id}-zone-error`}>
            {errors.zone}
          </p>
        ) : null}

        <div className={styles.fields}>
          <TextField
            label={texts.name}
            fieldKey={`${prefix}.name`}
            value={draft.name}
            error={errors.name}
            maxLength={60}
            onChange={(value) => props.onField("name", value)}
          />
          <TextField
            label={texts.fee}
            fieldKey={`${prefix}.fee`}
            value={draft.fee}
            error={errors.fee}
            money
            onChange={(value) => props.onField("fee", value)}
          />
          <TextField
            label={texts.freeOver}
            fieldKey={`${prefix}.freeOver`}
            value={draft.freeOver}
            error={errors.freeOver}
            hint={texts.freeOverHint}
            money
            optional
            onChange={(value) => props.onField("freeOver", value)}
          />
        </div>

        <CashOnDelivery cod={draft.cod} prefix={prefix} errors={errors} onChange={props.onCod} />
        <NativeSelect
          label={texts.courier.label}
          name={`${prefix}.courier`}
          data-field={`${prefix}.courier`}
          rootClassName={styles.field}
          value={draft.courier}
          errorText={errors.courier}
          onChange={(event) => props.onCourier(COURIER_IDS.find((each) => each === event.target.value) ?? "")}
        >
          <option value="">{texts.courier.first}</option>
          {COURIER_IDS.map((courier) => (
            <option key={courier} value={courier}>
              {texts.courier.names[courier]}
            </option>
          ))}
        </NativeSelect>

        <label className={styles.radio}>
          <input
            type="radio"
            name={props.radioName}
            value={index}
            checked={draft.isDefault}
            onChange={props.onMakeDefault}
          />
          {texts.isDefault}
        </label>

        {draft.isDefault ? (
          <div className={styles.everywhere}>
            <p className={styles.everywhereText}>{texts.everywhereElse}</p>
            {hiddenCoverage ? <p className={styles.hint}>{texts.defaultDropsCoverage}</p> : null}
          </div>
        ) : (
          <div className={styles.coverage}>
            <Coverage
              kind="district"
              heading={texts.districts}
              pickerLabel={texts.searchDistricts}
              ids={districts}
              fieldKey={`${prefix}.districtIds`}
              error={errors.districtIds}
              names={props.names}
              options={props.options.district}
              onAdd={props.onAddPlace}
              onRemove={props.onRemovePlace}
            />
            <Coverage
              kind="area"
              heading={texts.areas}
              hint={texts.areasHint}
              pickerLabel={texts.searchAreas}
              ids={areas}
              fieldKey={`${prefix}.areaIds`}
              error={errors.areaIds}
              names={props.names}
              options={props.options.area}
              onAdd={props.onAddPlace}
              onRemove={props.onRemovePlace}
            />
          </div>
        )}

        <div className={styles.footer}>
          <Button variant="outline" size="sm" onClick={props.onRemove} className={styles.removeZone}>
            {texts.removeZone(props.title)}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

function TextField(props: {
  label: string;
  fieldKey: string;
  value: string;
  error: string | undefined;
  hint?: string;
  money?: boolean;
  optional?: boolean;
  disabled?: boolean;
  maxLength?: number;
  onChange(value: string): void;
}) {
  return (
    <Input.Root invalid={props.error !== undefined} disabled={props.disabled} className={styles.field}>
      <Input.Label>{props.label}</Input.Label>
      <Input.Control
        name={props.fieldKey}
        data-field={props.fieldKey}
        autoComplete="off"
        aria-required={props.optional ? undefined : "true"}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...(props.money
          ? { type: "number", min: 0, step: 1, inputMode: "numeric" as const }
          : { maxLength: props.maxLength })}
      />
      {props.hint ? <Input.HelperText>{props.hint}</Input.HelperText> : null}
      <Input.ErrorText>{props.error}</Input.ErrorText>
    </Input.Root>
  );
}

/**
 * A zone's cash on delivery: the checkbox that takes it, then the largest order total (empty: no limit) and what is
 * paid first by wallet, both disabled while it is off (kept for turning it back on).
 */
function CashOnDelivery(props: {
  cod: CodDraft;
  prefix: string;
  errors: ZoneErrors;
  onChange(change: Partial<CodDraft>): void;
}) {
  const { cod, prefix, errors } = props;
  const id = useId();
  const off = !cod.enabled;
  return (
    <div className={styles.group} role="group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.groupHeading}>
        {texts.cod.legend}
      </h3>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={`${prefix}.cod`}
          data-field={`${prefix}.cod`}
          checked={cod.enabled}
          aria-invalid={errors.cod ? "true" : undefined}
          aria-describedby={errors.cod ? `${id}-error` : undefined}
          onChange={(event) => props.onChange({ enabled: event.target.checked })}
        />
        {texts.cod.enabled}
      </label>
      {errors.cod ? (
        <p id={`${id}-error`} className={styles.error}>
          {errors.cod}
        </p>
      ) : null}
      <div className={styles.codFields}>
        <TextField
          label={texts.cod.maxTotal}
          fieldKey={`${prefix}.codMaxTotal`}
          value={cod.maxTotal}
          error={errors.codMaxTotal}
          hint={texts.cod.maxTotalHint}
          money
          optional
          disabled={off}
          onChange={(value) => props.onChange({ maxTotal: value })}
        />
        <NativeSelect
          label={texts.cod.advance}
          name={`${prefix}.codAdvance`}
          data-field={`${prefix}.codAdvance`}
          rootClassName={styles.field}
          value={cod.advance}
          disabled={off}
          errorText={errors.codAdvance}
          onChange={(event) => {
            const advance = COD_ADVANCES.find((each) => each === event.target.value);
            if (advance) props.onChange({ advance });
          }}
        >
          {COD_ADVANCES.map((advance) => (
            <option key={advance} value={advance}>
              {texts.cod.advanceOptions[advance]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

/** What a zone covers of one kind: its chips, each removable, and the picker that adds one. */
function Coverage(props: {
  kind: PlaceKind;
  heading: string;
  hint?: string;
  pickerLabel: string;
  ids: number[];
  fieldKey: string;
  error: string | undefined;
  names: PlaceNames;
  options: PlaceOption[];
  onAdd(kind: PlaceKind, id: number): void;
  onRemove(kind: PlaceKind, id: number): void;
}) {
  const { kind, ids } = props;
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const chips = ids
    .map((each) => ({ id: each, label: placeLabel(props.names, kind, each) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ");

  function remove(at: number) {
    const chip = chips[at];
    if (!chip) return;
    props.onRemove(kind, chip.id);
    // Focus stays in the list: on the chip that takes this one's place, else the one before, else the picker.
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button");
    const next = buttons?.[at + 1] ?? buttons?.[at - 1];
    if (next) next.focus();
    else pickerRef.current?.focus();
  }

  return (
    <div className={styles.group} role="group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.groupHeading}>
        {props.heading}
      </h3>
      {props.hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      {chips.length > 0 ? (
        <ul ref={listRef} className={styles.chips} aria-labelledby={`${id}-heading`}>
          {chips.map((chip, at) => (
            <li key={chip.id} className={styles.chip}>
              <span className={styles.chipText}>{chip.label}</span>
              <IconButton
                size="sm"
                aria-label={texts.remove(chip.label)}
                className={styles.chipRemove}
                onClick={() => remove(at)}
              >
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{texts.noneYet}</p>
      )}
      <ZonePlacePicker
        ref={pickerRef}
        label={props.pickerLabel}
        options={props.options}
        fieldKey={props.fieldKey}
        invalid={props.error !== undefined}
        describedBy={describedBy || undefined}
        onPick={(place) => props.onAdd(kind, place)}
      />
      {props.error ? (
        <p id={`${id}-error`} className={styles.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

const styles = {
  card: css({
    minW: "0",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "l3",
    boxShadow: "card",
    p: { base: "4", md: "5" },
  }),
  fieldset: css({ border: "0", p: "0", m: "0", minW: "0", display: "flex", flexDirection: "column", gap: "4" }),
  legend: css({ p: "0", float: "left", w: "100%" }),
  title: css({ fontSize: "lg", fontWeight: "bold", overflowWrap: "anywhere" }),
  summary: css({
    clear: "both",
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "2",
    fontSize: "sm",
    color: "fg.muted",
    mt: "-2",
  }),
  fields: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" },
    alignItems: "start",
    gap: "4",
  }),
  field: css({ minW: "0" }),
  radio: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "2",
    alignSelf: "flex-start",
    minH: "8",
    fontSize: "sm",
    fontWeight: "medium",
    cursor: "pointer",
    "& input": { w: "4.5", h: "4.5", accentColor: "accent.default", cursor: "pointer" },
  }),
  check: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "2",
    alignSelf: "flex-start",
    minH: "8",
    fontSize: "sm",
    fontWeight: "medium",
    cursor: "pointer",
    "& input": { w: "4.5", h: "4.5", flexShrink: "0", accentColor: "accent.default", cursor: "pointer" },
  }),
  codFields: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
    alignItems: "start",
    gap: "4",
  }),
  everywhere: css({
    display: "flex",
    flexDirection: "column",
    gap: "1",
    p: "3",
    bg: "bg.muted",
    borderRadius: "l2",
  }),
  everywhereText: css({ fontWeight: "semibold" }),
  coverage: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
    alignItems: "start",
    gap: { base: "5", lg: "6" },
  }),
  group: css({ display: "flex", flexDirection: "column", gap: "2", minW: "0" }),
  groupHeading: css({ fontSize: "sm", fontWeight: "semibold" }),
  hint: css({ fontSize: "sm", color: "fg.muted" }),
  none: css({ fontSize: "sm", color: "fg.muted" }),
  chips: css({ display: "flex", flexWrap: "wrap", gap: "1.5", minW: "0" }),
  chip: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "0.5",
    maxW: "100%",
    minW: "0",
    ps: "2.5",
    pe: "0.5",
    minH: "8",
    fontSize: "sm",
    bg: "bg.muted",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "full",
  }),
  chipText: css({ minW: "0", overflowWrap: "anywhere" }),
  chipRemove: css({ flexShrink: "0", borderRadius: "full", w: "7", h: "7", minW: "7" }),
  error: css({ fontSize: "sm", color: "danger.emphasized" }),
  footer: css({ display: "flex", justifyContent: "flex-end" }),
  removeZone: css({ maxW: "100%", whiteSpace: "normal", h: "auto", minH: "8", py: "1", textAlign: "start" }),
};
