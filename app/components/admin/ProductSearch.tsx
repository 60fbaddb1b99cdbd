import { Form } from "react-router";
import { css } from "styled-system/css";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { Button } from "~/ui/button.tsx";
import { SearchIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";

/**
 * Manage Product's search by name (issue 30): a GET form, so it works before the page is interactive; the text stays
 * in the field, and the page size is kept.
 */
export function ProductSearch(props: { action: string; value: string; pageSize: number }) {
  const texts = dashboardCopy.productTable;
  return (
    <Form method="get" action={props.action} role="search" aria-label={texts.searchLabel} className={styles.search}>
      <input type="hidden" name="pageSize" value={props.pageSize} />
      <Input.Root className={styles.field}>
        <Input.Label>{texts.searchLabel}</Input.Label>
        <Input.Control type="search" name="q" defaultValue={props.value} maxLength={100} autoComplete="off" />
      </Input.Root>
      <Button type="submit" variant="outline">
        <SearchIcon />
        {texts.search}
      </Button>
    </Form>
  );
}

const styles = {
  search: css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3" }),
  field: css({ flex: "1", maxW: "md" }),
};
