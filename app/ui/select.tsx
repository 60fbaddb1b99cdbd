import { Portal } from "@ark-ui/react/portal";
import {
  SelectClearTrigger,
  SelectContent,
  SelectContext,
  SelectControl,
  SelectHiddenSelect,
  SelectIndicator,
  SelectItem,
  SelectItemGroup,
  SelectItemGroupLabel,
  SelectItemIndicator,
  SelectItemText,
  SelectLabel,
  SelectList,
  SelectPositioner,
  SelectRoot,
  type SelectRootComponent,
  SelectTrigger,
  SelectValueText,
  createListCollection,
} from "@ark-ui/react/select";
import { type ReactNode, useMemo } from "react";
import { createStyleContext } from "./style-context.ts";
import { select, type SelectVariantProps } from "styled-system/recipes";
import { CheckIcon, ChevronDownIcon } from "./icons.tsx";

/**
 * A select on Ark Select: a labelled trigger, a floating listbox with keyboard and typeahead, and Ark's hidden
 * native `<select>` so the value is submitted with its form. Compose the parts, or use `Select` below.
 */
const { withProvider, withContext } = createStyleContext(select);

export const Root = withProvider(SelectRoot, "root") as SelectRootComponent<SelectVariantProps>;
export const Label = withContext(SelectLabel, "label");
export const Control = withContext(SelectControl, "control");
export const Trigger = withContext(SelectTrigger, "trigger");
export const ValueText = withContext(SelectValueText, "valueText");
export const Indicator = withContext(SelectIndicator, "indicator");
export const ClearTrigger = withContext(SelectClearTrigger, "clearTrigger");
export const Positioner = withContext(SelectPositioner, "positioner");
export const Content = withContext(SelectContent, "content");
export const List = withContext(SelectList, "list");
export const Item = withContext(SelectItem, "item");
export const ItemText = withContext(SelectItemText, "itemText");
export const ItemIndicator = withContext(SelectItemIndicator, "itemIndicator");
export const ItemGroup = withContext(SelectItemGroup, "itemGroup");
export const ItemGroupLabel = withContext(SelectItemGroupLabel, "itemGroupLabel");
export const HiddenSelect = SelectHiddenSelect;
export const Context = SelectContext;

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
