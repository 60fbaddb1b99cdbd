import { Portal } from "@ark-ui/react/portal";
import { Select as ArkSelect, createListCollection } from "@ark-ui/react/select";
import { type ReactNode, useMemo } from "react";
import { createStyleContext } from "styled-system/jsx";
import { select, type SelectVariantProps } from "styled-system/recipes";
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
