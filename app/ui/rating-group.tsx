import { RatingGroup } from "@ark-ui/react/rating-group";
import { css } from "styled-system/css";
import { createStyleContext } from "styled-system/jsx";
import { ratingGroup } from "styled-system/recipes";
import { copy } from "~/copy.ts";
import { StarIcon } from "./icons.tsx";

const { withProvider, withContext } = createStyleContext(ratingGroup);

export const Root = withProvider(RatingGroup.Root, "root");
export const Label = withContext(RatingGroup.Label, "label");
export const Control = withContext(RatingGroup.Control, "control");
export const Item = withContext(RatingGroup.Item, "item");
export const HiddenInput = RatingGroup.HiddenInput;
export const Context = RatingGroup.Context;

/** An empty star with a filled one on top; the recipe clips the filled one to half or whole. */
export function Stars() {
  return (
    <Context>
      {(rating) =>
        rating.items.map((index) => (
          <Item key={index} index={index}>
            <StarIcon />
            <StarIcon data-star="fill" />
          </Item>
        ))
      }
    </Context>
  );
}

/**
 * A read-only rating in half-star steps. `label` names the group for screen readers (visually hidden
 * unless `showLabel`); `children` can add visible text after the stars, such as the number of ratings.
 */
export function Rating(props: {
  value: number;
  label: string;
  showLabel?: boolean;
  size?: "sm" | "md" | "lg";
  children?: React.ReactNode;
}) {
  return (
    <Root
      readOnly
      allowHalf
      count={5}
      value={props.value}
      size={props.size}
      translations={{ ratingValueText: copy.product.starValue }}
    >
      <Label className={props.showLabel ? undefined : css({ srOnly: true })}>{props.label}</Label>
      <Control>
        <Stars />
      </Control>
      {props.children}
    </Root>
  );
}
