import type { ButtonProps } from "./button.tsx";
import { Button } from "./button.tsx";

export type IconButtonProps = Omit<ButtonProps, "iconOnly"> & { "aria-label": string };

/** A square button holding only an icon, with a required accessible name. Ghost style unless told otherwise. */
export function IconButton(props: IconButtonProps) {
  return <Button variant="ghost" {...props} iconOnly />;
}
