import { useLayoutEffect, useMemo, useRef, type ComponentProps, type FocusEvent } from "react";
import { Link, useNavigate } from "react-router";
import { css } from "styled-system/css";
import {
  suggestionText,
  type CategorySuggestion,
  type ProductSuggestion,
  type SearchSuggestions as Suggestions,
} from "~/client/search-suggestions.ts";
import { Price } from "~/components/catalogue/Price.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import * as Combobox from "~/ui/combobox.tsx";
import { TagIcon } from "~/ui/icons.tsx";

/** What the suggestions give the search form's input: the combobox's ARIA state and its keyboard and focus handling. */
export type SearchInputProps = Pick<
  ComponentProps<"input">,
  | "role"
  | "aria-autocomplete"
  | "aria-controls"
  | "aria-expanded"
  | "aria-activedescendant"
  | "onKeyDown"
  | "onFocus"
  | "onBlur"
  | "onClick"
  | "onChange"
>;

/**
 * What the search form gives its suggestions. The input stays the form's own (typed text, focus and a plain submit
 * never depend on the suggestions' code): the suggestions find it by id and hand it their props.
 */
export interface SearchSuggestionsField {
  inputId: string;
  labelId: string;
  /** The element the list lines up under. */
  anchorId: string;
  query: string;
  /** Takes the props the input should have, each time they change, and null when the suggestions go. */
  onInputProps: (props: SearchInputProps | null) => void;
}

export interface SearchSuggestionsProps extends SearchSuggestionsField {
  suggestions: Suggestions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Option = { value: string; label: string; href: string } & (
  { kind: "product"; product: ProductSuggestion } | { kind: "category"; category: CategorySuggestion }
);

/** Nothing is ever selected: choosing a suggestion opens its page, and the text stays as typed. */
const NO_VALUE: string[] = [];

/**
 * The top bar's suggestions (Ark Combobox bound to the search form's input): products with their picture and price,
 * then categories. Arrow keys move through them, Enter or a click opens one, Escape closes the list; Enter with none
 * highlighted submits the search as typed. A visually hidden status tells screen readers how many there are.
 */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { suggestions, onInputProps, onOpenChange } = props;
  const navigate = useNavigate();
  const collection = useMemo(
    () =>
      Combobox.createListCollection<Option>({
        items: [
          ...suggestions.products.map((product): Option => ({
            kind: "product",
            value: `product:${product.id}`,
            label: product.name,
            href: product.href,
            product,
          })),
          ...suggestions.categories.map((category): Option => ({
            kind: "category",
            value: `category:${category.name}`,
            label: category.displayName,
            href: category.href,
            category,
          })),
        ],
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
      }),
    [suggestions.products, suggestions.categories],
  );

  const combobox = Combobox.useCombobox({
    ids: { input: props.inputId, label: props.labelId, control: props.anchorId },
    collection,
    inputValue: props.query,
    value: NO_VALUE,
    open: props.open,
    onOpenChange: (details) => onOpenChange(details.open),
    openOnChange: (details) => suggestionText(details.inputValue) !== "",
    allowCustomValue: true,
    selectionBehavior: "preserve",
    positioning: { placement: "bottom-start", gutter: 6, sameWidth: true },
    // Enter on a highlighted suggestion: the router's navigation, as a click on its link does.
    navigate: (details) => {
      const option = collection.find(details.value);
      if (option) void navigate(option.href);
    },
  });

  // The input's handlers change with every state; the input gets stable ones that call the latest.
  const inputProps = combobox.getInputProps();
  const latest = useRef(inputProps);
  useLayoutEffect(() => {
    latest.current = inputProps;
  });
  const handlers = useMemo(
    () =>
      ({
        onKeyDown: (event) => latest.current.onKeyDown?.(event),
        onFocus: (event) => latest.current.onFocus?.(event),
        onBlur: (event) => latest.current.onBlur?.(event),
        onClick: (event) => latest.current.onClick?.(event),
        onChange: (event) => latest.current.onChange?.(event),
      }) satisfies SearchInputProps,
    [],
  );
  const { role, "aria-autocomplete": autocomplete, "aria-controls": controls } = inputProps;
  const { "aria-expanded": expanded, "aria-activedescendant": activeDescendant } = inputProps;
  useLayoutEffect(() => {
    onInputProps({
      role,
      "aria-autocomplete": autocomplete,
      "aria-controls": controls,
      "aria-expanded": expanded,
      "aria-activedescendant": activeDescendant,
      ...handlers,
    });
  }, [onInputProps, role, autocomplete, controls, expanded, activeDescendant, handlers]);
  useLayoutEffect(() => () => onInputProps(null), [onInputProps]);

  // The shopper may have been typing while this code loaded: take up the focus they are in, and open for their text.
  const startedWith = useRef({ inputId: props.inputId, query: props.query, onOpenChange });
  useLayoutEffect(() => {
    const { inputId, query, onOpenChange: open } = startedWith.current;
    const input = document.getElementById(inputId);
    if (!input || input !== input.ownerDocument.activeElement) return;
    // The combobox reads nothing from the focus event; it only needs to know the input has focus.
    latest.current.onFocus?.({ target: input, currentTarget: input } as unknown as FocusEvent<HTMLInputElement>);
    if (suggestionText(query) !== "") open(true);
  }, []);

  const options = collection.items;
  const products = options.filter((option) => option.kind === "product");
  const categories = options.filter((option) => option.kind === "category");
  const message = {
    idle: "",
    loading: shopCopy.suggest.loading,
    ready: shopCopy.suggest.none,
    failed: shopCopy.suggest.unavailable,
  }[suggestions.status];
  const announced =
    !props.open || suggestions.status === "loading"
      ? ""
      : suggestions.status === "failed"
        ? shopCopy.suggest.unavailable
        : options.length > 0
          ? shopCopy.suggest.count(options.length)
          : shopCopy.suggest.none;

  return (
    <Combobox.RootProvider value={combobox}>
      <Combobox.Positioner>
        {/* The list holds options only: it hides while there are none, and a note says why instead. */}
        <Combobox.Content
          hidden={!props.open || options.length === 0}
          aria-busy={suggestions.status === "loading" || undefined}
        >
          {products.length > 0 && (
            <Combobox.ItemGroup>
              <Combobox.ItemGroupLabel>{shopCopy.suggest.products}</Combobox.ItemGroupLabel>
              {products.map((option) => (
                <Combobox.Item key={option.value} item={option} asChild>
                  <Link to={option.href}>
                    <img
                      src={option.product.imageUrl}
                      alt=""
                      width={40}
                      height={40}
                      decoding="async"
                      className={styles.thumb}
                    />
                    <Combobox.ItemText>{option.label}</Combobox.ItemText>
                    <Price cents={option.product.priceCents} size="sm" />
                  </Link>
                </Combobox.Item>
              ))}
            </Combobox.ItemGroup>
          )}
          {categories.length > 0 && (
            <Combobox.ItemGroup>
              <Combobox.ItemGroupLabel>{shopCopy.suggest.categories}</Combobox.ItemGroupLabel>
              {categories.map((option) => (
                <Combobox.Item key={option.value} item={option} asChild>
                  <Link to={option.href}>
                    <TagIcon className={styles.icon} />
                    <Combobox.ItemText>{option.label}</Combobox.ItemText>
                  </Link>
                </Combobox.Item>
              ))}
            </Combobox.ItemGroup>
          )}
        </Combobox.Content>
        {props.open && message && <Combobox.Empty>{message}</Combobox.Empty>}
      </Combobox.Positioner>
      <span role="status" className={styles.status}>
        {announced}
      </span>
    </Combobox.RootProvider>
  );
}

const styles = {
  thumb: css({
    flexShrink: "0",
    w: "10",
    h: "10",
    objectFit: "cover",
    borderRadius: "l1",
    bg: "bg.muted",
  }),
  icon: css({ flexShrink: "0", w: "4", h: "4", color: "fg.muted" }),
  status: css({ srOnly: true }),
};
