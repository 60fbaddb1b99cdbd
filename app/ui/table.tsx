import { ark } from "@ark-ui/react/factory";
import type { ComponentProps, CSSProperties } from "react";
import { createStyleContext } from "./style-context.ts";
import { table, type TableVariantProps } from "styled-system/recipes";

/**
 * Data tables: `<Table.Root><Table.Caption/><Table.Head><Table.Row><Table.Header/>…` with body rows of
 * `Table.Cell`s (or `Table.Header scope="row"` for a row's label). `Root` is a scroll container around
 * the `<table>`, so wide tables scroll sideways on phones and `maxHeight` tables scroll down
 * (with `stickyHeader` the column names stay in view).
 */
const { withProvider, withContext } = createStyleContext(table);

const Container = withProvider(ark.div, "container");
const Table = withContext(ark.table, "root");
export const Caption = withContext(ark.caption, "caption");
export const Head = withContext(ark.thead, "head");
export const Body = withContext(ark.tbody, "body");
export const Footer = withContext(ark.tfoot, "footer");
export const Row = withContext(ark.tr, "row");
export const Header = withContext(ark.th, "header");
export const Cell = withContext(ark.td, "cell");

export type TableRootProps = ComponentProps<typeof Table> &
  TableVariantProps & {
    /** Caps the height (the spec's tables: 440 px); the container then scrolls. */
    maxHeight?: CSSProperties["maxHeight"];
    /**
     * Names the scroll container and makes it focusable, so keyboard users can scroll it. Give it whenever
     * the table may overflow (a max height, or many columns on a phone).
     */
    scrollLabel?: string;
    /** Class for the scroll container (margins, width). */
    containerClassName?: string;
  };

export function Root(props: TableRootProps) {
  const {
    variant,
    striped,
    compact,
    stickyHeader,
    interactive,
    maxHeight,
    scrollLabel,
    containerClassName,
    ...tableProps
  } = props;
  return (
    <Container
      variant={variant}
      striped={striped}
      compact={compact}
      stickyHeader={stickyHeader}
      interactive={interactive}
      className={containerClassName}
      style={maxHeight === undefined ? undefined : { maxHeight }}
      role={scrollLabel ? "region" : undefined}
      aria-label={scrollLabel}
      tabIndex={scrollLabel ? 0 : undefined}
    >
      <Table {...tableProps} />
    </Container>
  );
}
