import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import type { VariantChoice } from "~/domain/variants/choosing.ts";
import * as OptionPicker from "~/ui/option-picker.tsx";

/*
 * Known limit: this module loads after the page has hydrated, so a chip pressed in the second or so before it has
 * is ticked by the browser alone, and the page's choice does not follow until the shopper presses again (the
 * early-taps script of decision 030 holds buttons, not these labels).
 */

/** One row of chips per option; a value that cannot be chosen says why to a screen reader and is struck through. */
export function OptionPickers(props: { choice: VariantChoice; onChoose(option: string, value: string): void }) {
  const texts = copy.catalogue;
  return (
    <div className={styles.pickers}>
      {props.choice.picks.map((pick) => (
        <OptionPicker.Root
          key={pick.name}
          name={`option-${pick.name}`}
          value={pick.chosen}
          onValueChange={(details) => {
            if (details.value) props.onChoose(pick.name, details.value);
          }}
        >
          <OptionPicker.Label>
            {pick.name}
            {pick.chosen ? <span className={styles.pickedValue}>: {pick.chosen}</span> : null}
          </OptionPicker.Label>
          <OptionPicker.Items>
            {pick.values.map(({ value, state }) => (
              <OptionPicker.Item key={value} value={value} disabled={state !== "available"}>
                <OptionPicker.ItemText>
                  {state === "available" ? (
                    value
                  ) : (
                    <>
                      <span aria-hidden="true">{value}</span>
                      <span className={css({ srOnly: true })}>
                        {state === "sold-out" ? texts.valueSoldOut(value) : texts.valueUnavailable(value)}
                      </span>
                    </>
                  )}
                </OptionPicker.ItemText>
                <OptionPicker.ItemHiddenInput />
              </OptionPicker.Item>
            ))}
          </OptionPicker.Items>
        </OptionPicker.Root>
      ))}
    </div>
  );
}

const styles = {
  pickers: css({ display: "flex", flexDirection: "column", gap: "4" }),
  pickedValue: css({ fontWeight: "normal", color: "fg.muted" }),
};
