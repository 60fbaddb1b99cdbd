import {
  NumberInputContext,
  NumberInputControl,
  NumberInputDecrementTrigger,
  NumberInputIncrementTrigger,
  NumberInputInput,
  NumberInputLabel,
  NumberInputRoot,
} from "@ark-ui/react/number-input";
import type { ReactNode } from "react";
import { MinusIcon, PlusIcon } from "./icons.tsx";
import { createStyleContext } from "./style-context.ts";
import { numberInput, type NumberInputVariantProps } from "styled-system/recipes";

/**
 * A number field with minus and plus buttons on Ark NumberInput: arrow keys, Page Up/Down, min/max clamping
 * on blur and `role="spinbutton"` semantics come from Ark. Compose the parts, or use `NumberInput` below.
 */
const { withProvider, withContext } = createStyleContext(numberInput);

export const Root = withProvider(NumberInputRoot, "root");
export const Label = withContext(NumberInputLabel, "label");
export const Control = withContext(NumberInputControl, "control");
export const Input = withContext(NumberInputInput, "input");
export const DecrementTrigger = withContext(NumberInputDecrementTrigger, "decrementTrigger");
export const IncrementTrigger = withContext(NumberInputIncrementTrigger, "incrementTrigger");
export const Context = NumberInputContext;

export interface NumberInputProps {
  label: ReactNode;
  /** The buttons' accessible names, such as "Decrease quantity" and "Increase quantity". */
  decrementLabel: string;
  incrementLabel: string;
  /** Controlled value as text (what the reader typed, possibly empty). */
  value?: string;
  defaultValue?: string;
  onValueChange?(details: { value: string; valueAsNumber: number }): void;
  min?: number;
  max?: number;
  step?: number;
  /** Whole numbers only (quantities, stock). */
  integer?: boolean;
  name?: string;
  form?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  size?: NumberInputVariantProps["size"];
  className?: string;
}

/** A labelled stepper: [−] [ 2 ] [+]. */
export function NumberInput(props: NumberInputProps) {
  return (
    <Root
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
      min={props.min}
      max={props.max}
      step={props.step}
      name={props.name}
      form={props.form}
      disabled={props.disabled}
      required={props.required}
      invalid={props.invalid}
      size={props.size}
      className={props.className}
      inputMode={props.integer ? "numeric" : "decimal"}
      formatOptions={props.integer ? { maximumFractionDigits: 0, useGrouping: false } : undefined}
      translations={{ decrementLabel: props.decrementLabel, incrementLabel: props.incrementLabel }}
    >
      <Label>{props.label}</Label>
      <Control>
        <DecrementTrigger>
          <MinusIcon />
        </DecrementTrigger>
        <Input />
        <IncrementTrigger>
          <PlusIcon />
        </IncrementTrigger>
      </Control>
    </Root>
  );
}
