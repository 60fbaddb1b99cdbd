import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as Card from "./card.tsx";

/** Decision 034: each part carries its slot's class from the root's variants, beside its own. */
describe("the UI parts' style context", () => {
  const html = (variant?: "outline" | "interactive", titleProps: Record<string, unknown> = {}) =>
    renderToStaticMarkup(
      createElement(
        Card.Root,
        { variant, className: "own-root" },
        createElement(Card.Title, { className: "own-title", ...titleProps }, "Tea"),
      ),
    );

  it("gives the root its slot's class for its variant (the recipe's default without one), then its own", () => {
    expect(html()).toContain('class="card__root card__root--variant_outline own-root"');
    expect(html("interactive")).toContain('class="card__root card__root--variant_interactive own-root"');
  });

  it("gives a part inside the root its slot's class, then its own, and keeps variant props off the element", () => {
    const markup = html("interactive");
    expect(markup).toContain('<h3 class="card__title card__title--variant_interactive own-title">Tea</h3>');
    expect(markup).not.toContain("variant=");
  });

  it("drops the slot's class for `unstyled`, and turns a `css` prop into classes, never into an attribute", () => {
    expect(html("outline", { unstyled: true })).toContain('<h3 class="own-title">');
    const styled = html("outline", { css: { color: "red" } });
    expect(styled).toMatch(/<h3 class="card__title card__title--variant_outline c_red own-title">/);
    expect(styled).not.toContain("unstyled");
    expect(styled).not.toMatch(/<h3[^>]* css=/);
  });
});
