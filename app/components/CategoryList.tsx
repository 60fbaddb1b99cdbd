import { Link } from "react-router";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import type { CategorySummary } from "~/domain/types.ts";
import { titleCase } from "~/format.ts";

export function CategoryList(props: { categories: CategorySummary[] }) {
  return (
    <nav aria-labelledby="category-list-heading" className={css({ display: "none", md: { display: "block" } })}>
      <h2 id="category-list-heading">{copy.home.categories}</h2>
      <ul>
        {props.categories.map((category) => (
          <li key={category.id}>
            <Link to={`/products/${encodeURIComponent(category.name)}`} state={{ category: category.name }}>
              {titleCase(category.name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
