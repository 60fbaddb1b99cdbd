import { currentLanguage } from "~/i18n/catalogue.ts";
import type { Language } from "@db/enums.ts";
import { useId, useMemo, useState } from "react";
import { css, cx } from "styled-system/css";
import { field } from "styled-system/recipes";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { findPlaces, type PlaceKeys, placeKeys } from "~/domain/delivery/place-search.ts";
import type { LocationArea, LocationDistrict } from "~/domain/delivery/types.ts";
import * as Combobox from "~/ui/combobox.tsx";
import { ChevronDownIcon } from "~/ui/icons.tsx";

export interface PlaceValue {
  districtId: number | null;
  areaId: number | null;
}

export interface PlaceFieldsProps {
  districts: LocationDistrict[];
  value: PlaceValue;
  /** A new district clears the area (unless it is one of the new district's). */
  onChange(value: PlaceValue): void;
  errors?: { districtId?: string; areaId?: string };
  disabled?: boolean;
  /** Form field names of the hidden inputs that carry the ids (for a plain form post). */
  names?: { districtId: string; areaId: string };
}

/** A place by its name in the page's language (`label`), with its name in the other language beside it. */
type Option = { value: string; label: string; other: string; otherLanguage: Language; keys: PlaceKeys };

function optionsOf(places: (LocationDistrict | LocationArea)[]): Option[] {
  const bangla = currentLanguage() === "bn";
  return places.map((place) => ({
    value: String(place.id),
    label: bangla ? place.bnName : place.name,
    other: bangla ? place.name : place.bnName,
    otherLanguage: bangla ? "en" : "bn",
    keys: placeKeys(place),
  }));
}

/**
 * Options whose English or Bangla name, or one of whose aliases, has the typed text (place-search.ts): a name that
 * starts with it first.
 */
function matchingPlaces(options: Option[], text: string): Option[] {
  return findPlaces(options, (option) => option.keys, text);
}

/**
 * Where in Bangladesh: the district, then one of its areas (a thana or upazila), each a searchable list (Ark
 * Combobox): typing "dha" finds Dhaka, a Bangla name finds its place too, and so does an old spelling or a
 * neighbourhood the place has as an alias ("chittagong" finds Chattogram, "oxygen" Bayazid Bostami). Each list
 * shows the Bangla name beside the English one. The ids also go in hidden inputs, for a plain form post.
 */
export function PlaceFields(props: PlaceFieldsProps) {
  const { districts, value } = props;
  const district = districts.find((each) => each.id === value.districtId) ?? null;
  const districtOptions = useMemo(() => optionsOf(districts), [districts]);
  const areaOptions = useMemo(() => optionsOf(district?.areas ?? []), [district]);
  const texts = checkoutCopy.delivery;
  return (
    <div className={styles.pair}>
      <PlaceCombobox
        label={texts.district}
        placeholder={texts.districtPlaceholder}
        empty={texts.noDistrict}
        options={districtOptions}
        selected={value.districtId}
        error={props.errors?.districtId}
        disabled={props.disabled}
        name={props.names?.districtId}
        onSelect={(id) => {
          const next = districts.find((each) => each.id === id);
          const keepArea = next?.areas.some((area) => area.id === value.areaId) ?? false;
          props.onChange({ districtId: id, areaId: keepArea ? value.areaId : null });
        }}
      />
      <PlaceCombobox
        // A new district is a new list: the field starts over.
        key={value.districtId ?? "none"}
        label={texts.area}
        placeholder={district ? texts.areaPlaceholder : texts.chooseDistrictFirst}
        empty={texts.noArea}
        options={areaOptions}
        selected={value.areaId}
        error={props.errors?.areaId}
        disabled={props.disabled || !district}
        name={props.names?.areaId}
        onSelect={(id) => props.onChange({ districtId: value.districtId, areaId: id })}
      />
    </div>
  );
}

function PlaceCombobox(props: {
  label: string;
  placeholder: string;
  empty: string;
  options: Option[];
  selected: number | null;
  error: string | undefined;
  disabled?: boolean;
  name?: string;
  onSelect(id: number | null): void;
}) {
  const selectedOption = props.options.find((option) => option.value === String(props.selected));
  // What is typed, for filtering only: the input itself is Ark's. A controlled input value lags a busy phone's
  // keystrokes and writes an older value back over them ("comilla" became "coilla"; issue 45).
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => matchingPlaces(props.options, filter), [props.options, filter]);
  const collection = useMemo(
    () =>
      Combobox.createListCollection<Option>({
        items: shown,
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
      }),
    [shown],
  );
  const errorId = useId();
  const f = field({ size: "lg" });
  const invalid = props.error !== undefined;
  return (
    <Combobox.Root
      collection={collection}
      value={selectedOption ? [selectedOption.value] : []}
      defaultInputValue={selectedOption?.label ?? ""}
      onInputValueChange={(details) => {
        // Typing filters; choosing (which writes the choice's name) does not.
        if (details.reason === "input-change") setFilter(details.inputValue);
      }}
      onValueChange={(details) => {
        const id = details.value[0];
        props.onSelect(id === undefined ? null : Number(id));
        setFilter("");
      }}
      onOpenChange={(details) => {
        // Leaving the field with a half-typed name shows the choice again: Ark puts the chosen name back as the
        // list closes from outside or with Enter; after Escape, as the field is left (below).
        if (!details.open) setFilter("");
      }}
      openOnClick
      inputBehavior="autohighlight"
      selectionBehavior="replace"
      disabled={props.disabled}
      invalid={invalid}
      required
      positioning={{ placement: "bottom-start", gutter: 4, sameWidth: true }}
    >
      <Combobox.Label className={f.label}>
        {props.label}
        <span className={f.requiredIndicator} aria-hidden="true">
          *
        </span>
      </Combobox.Label>
      <Combobox.Control>
        <Combobox.Context>
          {(combobox) => (
            <Combobox.Input
              placeholder={props.placeholder}
              autoComplete="off"
              aria-describedby={invalid ? errorId : undefined}
              aria-invalid={invalid || undefined}
              className={cx(f.input, styles.input)}
              onBlur={() => {
                // A half-typed name left behind (the list closed with Escape) gives way to the place chosen here.
                const chosen = selectedOption?.label ?? "";
                if (!combobox.open && combobox.inputValue !== chosen) combobox.setInputValue(chosen);
              }}
            />
          )}
        </Combobox.Context>
        <Combobox.Trigger aria-label={props.label}>
          <ChevronDownIcon />
        </Combobox.Trigger>
      </Combobox.Control>
      {props.name ? <input type="hidden" name={props.name} value={props.selected ?? ""} /> : null}
      <div className={styles.errorSlot}>
        {invalid ? (
          <span id={errorId} className={f.errorText}>
            {props.error}
          </span>
        ) : null}
      </div>
      <Combobox.Positioner>
        <Combobox.Content>
          {shown.length === 0 ? <p className={styles.empty}>{props.empty}</p> : null}
          <Combobox.List>
            {shown.map((option) => (
              <Combobox.Item key={option.value} item={option}>
                <Combobox.ItemText>{option.label}</Combobox.ItemText>
                <span className={styles.bn} lang={option.otherLanguage}>
                  {option.other}
                </span>
              </Combobox.Item>
            ))}
          </Combobox.List>
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}

const styles = {
  pair: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
    gap: { base: "3", sm: "4" },
  }),
  input: css({ pe: "10" }),
  bn: css({ flexShrink: "0", fontSize: "sm", color: "fg.muted", maxW: "50%", overflowWrap: "anywhere" }),
  empty: css({ px: "3", py: "2", fontSize: "sm", color: "fg.muted" }),
  errorSlot: css({ fontSize: "sm", minH: "1lh" }),
};
