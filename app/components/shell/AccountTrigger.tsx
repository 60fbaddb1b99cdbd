import { css, cx } from "styled-system/css";
import { avatar } from "styled-system/recipes";
import { shopCopy } from "~/i18n/shop.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import { ChevronDownIcon } from "~/ui/icons.tsx";
import { initials } from "~/ui/avatar.tsx";

/**
 * What the account menu's trigger shows: initials (or the Google photo over them), the name, a chevron.
 * Named by its content, not aria-label: every word it shows is in its name, which then says what it opens.
 * Plain elements with the avatar recipe's classes, so the stand-in trigger painted before the menu's code has
 * loaded looks exactly like the real one.
 */
export function AccountTriggerFace({ user }: { user: SessionUser }) {
  const parts = avatar({ size: "sm" });
  return (
    <>
      {/* The initials repeat the name beside them: hidden, so the button's name begins with what it shows. */}
      <span className={parts.root} aria-hidden="true">
        <span className={parts.fallback}>{initials(user.displayName)}</span>
        {user.photoUrl && (
          <img
            src={user.photoUrl}
            alt=""
            className={cx(parts.image, styles.photo)}
            onError={(event) => (event.currentTarget.hidden = true)}
          />
        )}
      </span>
      <span className={styles.userName} aria-hidden="true">
        {user.displayName}
      </span>
      <span className={css({ srOnly: true })}>{shopCopy.nav.accountMenu(user.displayName)}</span>
      <ChevronDownIcon className={styles.userChevron} />
    </>
  );
}

export const accountTrigger = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  h: "10",
  p: "1",
  borderRadius: "full",
  color: "fg.default",
  fontSize: "sm",
  fontWeight: "semibold",
  transition: "background-color 120ms",
  _hover: { bg: "bg.muted" },
  _expanded: { bg: "bg.muted" },
  md: { pe: "2.5" },
});

const styles = {
  photo: css({ position: "absolute", inset: "0" }),
  userName: css({
    display: "none",
    md: { display: "block", maxW: "40", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  }),
  userChevron: css({ display: "none", md: { display: "block", w: "4", h: "4", color: "fg.muted" } }),
};
