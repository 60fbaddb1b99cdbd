import { type Ref, useMemo, useState } from "react";
import { currentLanguage, section } from "~/i18n/catalogue.ts";
import { css, cx } from "styled-system/css";
import { field } from "styled-system/recipes";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import * as Combobox from "~/ui/combobox.tsx";
import { ChevronDownIcon } from "~/ui/icons.tsx";
import { matchingOptions, type PlaceOption } from "./ZoneDrafts.ts";

const texts = section(() => dashboardCopy.delivery);

/** At most this many options are drawn at once (a district has up to 50 areas); typing narrows the rest. */
const SHOWN = 50;

export interface ZonePlacePickerProps {
  label: string;
  options: PlaceOption[];
  onPick(id: number): void;
  /** `data-field` of the input, where focus goes when the zone's list of this kind has an error. */
  fieldKey: string;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Adds a district or area to a zone: a searchable list (Ark Combobox) matching English or Bangla names (an area's
 * district's too, so "Dhaka" lists Dhaka's thanas and upazilas). A place another zone covers says so: choosing it
 * moves it here. The field empties after each choice, ready for the next.
 */
export function ZonePlacePicker({ ref, ...props }: ZonePlacePickerProps) {
  // What is typed, for filtering only: the input itself is Ark's (a controlled value can drop fast keystrokes).
  const [typed, setTyped] = useState("");
  const matches = useMemo(() => matchingOptions(props.options, typed), [props.options, typed]);
  const shown = useMemo(() => matches.slice(0, SHOWN), [matches]);
  const collection = useMemo(
    () =>
      Combobox.createListCollection<PlaceOption>({
        items: shown,
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
      }),
    [shown],
  );
  const f = field({ size: "md" });
  return (
    <Combobox.Root
      collection={collection}
      value={[]}
      onInputValueChange={(details) => setTyped(details.inputValue)}
      onValueChange={(details) => {
        const id = details.value[0];
        if (id !== undefined) props.onPick(Number(id));
      }}
      openOnClick
      inputBehavior="autohighlight"
      selectionBehavior="clear"
      invalid={props.invalid}
      positioning={{ placement: "bottom-start", gutter: 4, sameWidth: true }}
    >
      <Combobox.Label className={f.label}>{props.label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          ref={ref}
          data-field={props.fieldKey}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          aria-describedby={props.describedBy}
          aria-invalid={props.invalid || undefined}
          className={cx(f.input, styles.input)}
        />
        <Combobox.Trigger className={styles.trigger} aria-label={props.label}>
          <ChevronDownIcon />
        </Combobox.Trigger>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content>
          {shown.length === 0 ? <p className={styles.note}>{texts.noMatch}</p> : null}
          <Combobox.List>
            {shown.map((option) => (
              <Combobox.Item key={option.value} item={option} className={styles.item}>
                <span className={styles.names}>
                  <Combobox.ItemText>{option.label}</Combobox.ItemText>
                  <span className={styles.bn} lang={currentLanguage() === "bn" ? "en" : "bn"}>
                    {option.bnLabel}
                  </span>
                </span>
                {option.owner ? <span className={styles.owner}>{texts.inZone(option.owner)}</span> : null}
              </Combobox.Item>
            ))}
          </Combobox.List>
          {matches.length > shown.length ? (
            <p className={styles.note}>{texts.moreMatches(shown.length, matches.length)}</p>
          ) : null}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}

const styles = {
  input: css({ pe: "10" }),
  // The medium field is shorter: a smaller button.
  trigger: css({ w: "8", h: "8" }),
  item: css({ flexDirection: "column", alignItems: "stretch", gap: "0.5" }),
  names: css({ display: "flex", justifyContent: "space-between", gap: "2", minW: "0" }),
  bn: css({ flexShrink: "0", fontSize: "sm", color: "fg.muted", maxW: "50%", overflowWrap: "anywhere" }),
  owner: css({ fontSize: "xs", color: "fg.muted" }),
  note: css({ px: "3", py: "2", fontSize: "sm", color: "fg.muted" }),
};
