import { Field, useFieldContext } from "@ark-ui/react/field";
import { Portal } from "@ark-ui/react/portal";
import { Select as ArkSelect, createListCollection } from "@ark-ui/react/select";
import { type ComponentProps, type ReactNode, useId, useMemo } from "react";
import { createStyleContext } from "styled-system/jsx";
import { nativeSelect, select, type SelectVariantProps } from "styled-system/recipes";
import { ChevronDownIcon } from "./icons.tsx";

/**
 * A select on Ark Select: a labelled trigger, a floating listbox with keyboard and typeahead, and Ark's hidden
 * native `<select>` so the value is submitted with its form. Compose the parts, or use `Select` below.
 */
const { withProvider, withContext } = createStyleContext(select);

export const Root = withProvider(ArkSelect.Root, "root") as ArkSelect.RootComponent<SelectVariantProps>;
export const Label = withContext(ArkSelect.Label, "label");
export const Control = withContext(ArkSelect.Control, "control");
export const Trigger = withContext(ArkSelect.Trigger, "trigger");
export const ValueText = withContext(ArkSelect.ValueText, "valueText");
export const Indicator = withContext(ArkSelect.Indicator, "indicator");
export const ClearTrigger = withContext(ArkSelect.ClearTrigger, "clearTrigger");
export const Positioner = withContext(ArkSelect.Positioner, "positioner");
export const Content = withContext(ArkSelect.Content, "content");
export const List = withContext(ArkSelect.List, "list");
export const Item = withContext(ArkSelect.Item, "item");
export const ItemText = withContext(ArkSelect.ItemText, "itemText");
export const ItemIndicator = withContext(ArkSelect.ItemIndicator, "itemIndicator");
export const ItemGroup = withContext(ArkSelect.ItemGroup, "itemGroup");
export const ItemGroupLabel = withContext(ArkSelect.ItemGroupLabel, "itemGroupLabel");
export const HiddenSelect = ArkSelect.HiddenSelect;
export const Context = ArkSelect.Context;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  /** The form field name (on the hidden native select). */
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  placeholder?: string;
  size?: SelectVariantProps["size"];
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  form?: string;
  className?: string;
}

/** A single-choice select with a visible label, ready for forms. */
export function Select(props: SelectProps) {
  const { options, onValueChange } = props;
  const collection = useMemo(() => createListCollection({ items: options }), [options]);
  return (
    <Root
      collection={collection}
      name={props.name}
      form={props.form}
      size={props.size}
      disabled={props.disabled}
      required={props.required}
      invalid={props.invalid}
      className={props.className}
      value={props.value === undefined ? undefined : [props.value]}
      defaultValue={props.defaultValue === undefined ? undefined : [props.defaultValue]}
      onValueChange={onValueChange ? (details) => onValueChange(details.value[0] ?? "") : undefined}
      positioning={{ sameWidth: true, gutter: 6 }}
    >
      <Label>{props.label}</Label>
      <Control>
        <Trigger>
          <ValueText placeholder={props.placeholder} />
          <Indicator>
            <ChevronDownIcon />
          </Indicator>
        </Trigger>
      </Control>
      <Portal>
        <Positioner>
          <Content>
            {/* A group, so the listbox holds only what ARIA allows (options, groups). */}
            <List role="group">
              {collection.items.map((option) => (
                <Item key={option.value} item={option}>
                  <ItemText>{option.label}</ItemText>
                  <ItemIndicator>
                    <CheckIcon />
                  </ItemIndicator>
                </Item>
              ))}
            </List>
          </Content>
        </Positioner>
      </Portal>
      <HiddenSelect />
    </Root>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

const native = createStyleContext(nativeSelect);
const NativeRoot = native.withProvider(Field.Root, "root");
const NativeLabel = native.withContext(Field.Label, "label");
const NativeControl = native.withContext("div", "control");
const NativeField = native.withContext(Field.Select, "field");
const NativeIndicator = native.withContext("span", "indicator");
const NativeHelperText = native.withContext(Field.HelperText, "helperText");
const NativeErrorText = native.withContext(Field.ErrorText, "errorText");

/** The select. As with `Input.Control`, the error is added to the description besides Ark's `aria-errormessage`. */
function NativeFieldControl(props: ComponentProps<typeof NativeField>) {
  const context = useFieldContext();
  const describedBy = [context.ariaDescribedby, context.invalid ? context.ids.errorText : undefined]
    .filter(Boolean)
    .join(" ");
  return <NativeField aria-describedby={describedBy || undefined} {...props} />;
}

export type NativeSelectProps = Omit<ComponentProps<"select">, "size"> & {
  label: ReactNode;
  size?: "sm" | "md" | "lg";
  /** "horizontal" puts the label beside the select (toolbars). */
  orientation?: "vertical" | "horizontal";
  /** Class for the wrapper (label and select). */
  rootClassName?: string;
  /** A hint under the select, read as its description. */
  helperText?: ReactNode;
  /** The field's error: shown under the select, marks it invalid and is read as its description. */
  errorText?: ReactNode;
  /** Marks the select invalid without a message (defaults to whether `errorText` is given). */
  invalid?: boolean;
};

/**
 * A labelled native `<select>` in the same look as `Select`, on Ark Field like `Input` (label, helper and error
 * texts wired by `for`, `aria-describedby`, `aria-invalid`). Use it where the form must work before the page's
 * JavaScript has loaded, such as list filters kept in the URL; pass `<option>`s as children.
 */
export function NativeSelect(props: NativeSelectProps) {
  const { label, size, orientation, rootClassName, id, helperText, errorText, invalid, children, ...selectProps } =
    props;
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hasError = errorText !== undefined && errorText !== null && errorText !== false && errorText !== "";
  return (
    <NativeRoot
      size={size}
      orientation={orientation}
      className={rootClassName}
      ids={{ control: selectId }}
      invalid={invalid ?? hasError}
      disabled={selectProps.disabled}
      required={selectProps.required}
    >
      <NativeLabel>{label}</NativeLabel>
      <NativeControl>
        <NativeFieldControl {...selectProps}>{children}</NativeFieldControl>
        <NativeIndicator aria-hidden="true">
          <ChevronDownIcon />
        </NativeIndicator>
      </NativeControl>
      {helperText ? <NativeHelperText>{helperText}</NativeHelperText> : null}
      {hasError ? <NativeErrorText>{errorText}</NativeErrorText> : null}
    </NativeRoot>
  );
}
