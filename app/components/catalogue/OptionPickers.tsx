import { useEffect, useRef } from "react";
import { css } from "styled-system/css";
import { productsCopy } from "~/i18n/products.ts";
import type { VariantChoice } from "~/domain/variants/choosing.ts";
import * as OptionPicker from "~/ui/option-picker.tsx";

/*
 * A chip pressed before the page has hydrated is held by the early-taps script (decisions 030 and 035) and pressed
 * again once the page has; this module may still be on its way then, and the press ticks the browser's own radio.
 * When the pickers hydrate, the page's choice takes what is ticked.
 */

/** One row of chips per option; a value that cannot be chosen says why to a screen reader and is struck through. */
export function OptionPickers(props: { choice: VariantChoice; onChoose(option: string, value: string): void }) {
  const texts = productsCopy;
  const pickers = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const pick of props.choice.picks) {
      const ticked = pickers.current?.querySelector(
        `input[type="radio"][name="${CSS.escape(`option-${pick.name}`)}"]:checked`,
      );
      if (ticked instanceof HTMLInputElement && ticked.value !== pick.chosen) props.onChoose(pick.name, ticked.value);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the pickers hydrate
  }, []);
  return (
    <div ref={pickers} className={styles.pickers}>
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
