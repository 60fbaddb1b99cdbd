import { dashboardCopy } from "~/i18n/dashboard.ts";
import * as Input from "~/ui/input.tsx";

/**
 * Where a banner's slide leads: a path in the shop, or nothing. Manage Banner's add form and its edit dialog.
 */
export function BannerLinkField(props: { value: string; error: string | undefined; onChange(link: string): void }) {
  const texts = dashboardCopy.adminScreens;
  return (
    <Input.Root invalid={props.error !== undefined}>
      <Input.Label>{texts.link}</Input.Label>
      <Input.Control
        name="link"
        autoComplete="off"
        inputMode="url"
        maxLength={300}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <Input.HelperText>{texts.linkHelp}</Input.HelperText>
      <Input.ErrorText>{props.error}</Input.ErrorText>
    </Input.Root>
  );
}
