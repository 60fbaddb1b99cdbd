import { createContext, createElement, forwardRef, useContext, type ElementType } from "react";
import { css, cx } from "styled-system/css";
import type { createStyleContext as pandaStyleContext } from "styled-system/jsx";

/**
 * Panda's `createStyleContext`, for the config slot recipes of app/ui/recipes (the Park UI way: an Ark part per
 * slot, the recipe's class on each). Panda's own wraps every part in its `styled()` factory, which on every render
 * splits the props five ways and merges two empty style objects through `css()`: a good part of Panda's script time
 * on the home page (decision 034). The shop's Panda config allows no style props
 * but `css` (`jsxStyleProps: "minimal"`), so a part needs only its slot's class beside its own (and the `css`
 * prop's classes, when given): the recipe is called once per root (Panda memoises it by its variants) and each
 * part reads its class from the context.
 *
 * Same types as Panda's, so every part keeps its props; the `unstyled` prop drops the slot's class as it does there.
 */
type Recipe = ((variants?: Record<string, unknown>) => Record<string, string>) & {
  splitVariantProps(props: Record<string, unknown>): [Record<string, unknown>, Record<string, unknown>];
};
type Props = Record<string, unknown> & { className?: string; unstyled?: boolean; css?: Parameters<typeof css>[0] };
type Options = { defaultProps?: Record<string, unknown> } | undefined;

function slotClass(classes: Record<string, string> | null, slot: string, props: Props, options: Options) {
  const own = cx(
    props.css ? css(props.css) : undefined,
    props.className ?? (options?.defaultProps?.className as string),
  );
  return props.unstyled || !classes ? own : cx(classes[slot], own);
}

/** The props the element itself takes: `unstyled` and `css` are read here. */
function elementProps({ unstyled: _unstyled, css: _css, ...props }: Props): Props {
  return props;
}

export const createStyleContext = ((recipe: Recipe) => {
  const Classes = createContext<Record<string, string> | null>(null);

  const withRootProvider = (Component: ElementType, options?: Options) => {
    function WithRootProvider(props: Props) {
      const [variants, rest] = recipe.splitVariantProps(props);
      return createElement(
        Classes.Provider,
        { value: recipe(variants) },
        createElement(Component, { ...options?.defaultProps, ...elementProps(rest) }),
      );
    }
    return WithRootProvider;
  };

  const withProvider = (Component: ElementType, slot: string, options?: Options) =>
    forwardRef<unknown, Props>(function WithProvider(props, ref) {
      const [variants, rest] = recipe.splitVariantProps(props) as [Record<string, unknown>, Props];
      const classes = recipe(variants);
      return createElement(
        Classes.Provider,
        { value: classes },
        createElement(Component, {
          ...options?.defaultProps,
          ...elementProps(rest),
          className: slotClass(classes, slot, rest, options),
          ref,
        }),
      );
    });

  const withContext = (Component: ElementType, slot: string, options?: Options) =>
    forwardRef<unknown, Props>(function WithContext(props, ref) {
      const classes = useContext(Classes);
      return createElement(Component, {
        ...options?.defaultProps,
        ...elementProps(props),
        className: slotClass(classes, slot, props, options),
        ref,
      });
    });

  return { withRootProvider, withProvider, withContext };
}) as unknown as typeof pandaStyleContext;
