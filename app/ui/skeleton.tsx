import { ark } from "@ark-ui/react/factory";
import type { ComponentProps } from "react";
import { css } from "styled-system/css";
import { styled } from "styled-system/jsx";
import { skeleton } from "styled-system/recipes";
import { shopCopy } from "~/i18n/shop.ts";

/** A grey placeholder block shown while content loads; hidden from assistive tech. */
export const Skeleton = styled(ark.div, skeleton, { defaultProps: { "aria-hidden": true } });
export type SkeletonProps = ComponentProps<typeof Skeleton>;

/** The spec's loading text ('Loading...'), announced politely to screen readers. */
export function LoadingText(props: { children?: React.ReactNode }) {
  return (
    <p role="status" className={css({ color: "fg.muted", fontSize: "sm", py: "4", textAlign: "center" })}>
      {props.children ?? shopCopy.loading}
    </p>
  );
}
