import { createStyleContext } from "./style-context.ts";
import { starRating } from "styled-system/recipes";

const stars = createStyleContext(starRating);
const StarsRoot = stars.withProvider("span", "root");
const StarsLabel = stars.withContext("span", "label");
const StarsBar = stars.withContext("span", "stars");
const StarsFill = stars.withContext("span", "fill");

/**
 * A read-only rating in half-star steps: an image named by `label` (visually hidden unless `showLabel`);
 * `children` can add visible text after the stars, such as the number of ratings. No JavaScript runs for it.
 */
export function Rating(props: {
  value: number;
  label: string;
  showLabel?: boolean;
  size?: "sm" | "md" | "lg";
  children?: React.ReactNode;
}) {
  const percent = Math.max(0, Math.min(100, (Math.round(props.value * 2) / 10) * 100));
  return (
    <StarsRoot size={props.size}>
      {props.showLabel ? <StarsLabel aria-hidden="true">{props.label}</StarsLabel> : null}
      <StarsBar role="img" aria-label={props.label}>
        <StarsFill style={{ width: `${percent}%` }} />
      </StarsBar>
      {props.children}
    </StarsRoot>
  );
}
