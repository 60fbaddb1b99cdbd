import { css } from "styled-system/css";

/** The cards of Add Admin: the form that makes an admin, and the list of admins below it. */
export const adminPanel = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  maxW: "2xl",
  p: { base: "5", md: "8" },
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "l3",
  boxShadow: "card",
});
