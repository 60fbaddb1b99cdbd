import { Link } from "react-router";
import { css } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import { Badge } from "~/ui/badge.tsx";
import { DashboardIcon, LogoutIcon, ReceiptIcon, UserIcon } from "~/ui/icons.tsx";
import * as Menu from "~/ui/menu.tsx";
import { AccountTriggerFace, accountTrigger } from "./AccountTrigger.tsx";

export interface UserMenuProps {
  user: SessionUser;
  onLogout: () => void;
  onLogoutEverywhere?: () => void;
  /** Open at once: the visitor clicked the stand-in trigger while this menu's code was loading. */
  defaultOpen?: boolean;
}

/**
 * The signed-in visitor's account menu (Ark Menu). It is loaded when the visitor first reaches for it
 * (see TopBar's AccountMenu): the menu machinery and its positioning are not needed to paint any page.
 */
export function UserMenu(props: UserMenuProps) {
  const { user } = props;
  return (
    <Menu.Root positioning={{ placement: "bottom-end", gutter: 8 }} defaultOpen={props.defaultOpen}>
      <Menu.Trigger className={accountTrigger}>
        <AccountTriggerFace user={user} />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel className={styles.menuHeader}>
              <span className={css({ display: "flex", alignItems: "center", gap: "2" })}>
                <span className={styles.menuHeaderName}>{user.displayName}</span>
                {user.isAdmin && (
                  <Badge size="sm" variant="subtle">
                    {shopCopy.nav.adminBadge}
                  </Badge>
                )}
              </span>
              <span className={styles.menuHeaderEmail}>{user.email}</span>
            </Menu.ItemGroupLabel>
            {/* Profile and Account were two entries that led nowhere: one entry, to the account's page (issue 30). */}
            <Menu.Item value="profile" asChild>
              <Link to="/dashboard">
                <UserIcon />
                {shopCopy.nav.profile}
              </Link>
            </Menu.Item>
            <Menu.Item value="my-orders" asChild>
              <Link to="/dashboard/myorder">
                <ReceiptIcon />
                {shopCopy.nav.myOrders}
              </Link>
            </Menu.Item>
            <Menu.Item value="dashboard" asChild>
              <Link to="/dashboard">
                <DashboardIcon />
                {shopCopy.nav.dashboard}
              </Link>
            </Menu.Item>
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.Item value="logout" data-tone="danger" onSelect={props.onLogout}>
            <LogoutIcon />
            {shopCopy.nav.logout}
          </Menu.Item>
          {props.onLogoutEverywhere && (
            <Menu.Item value="logout-everywhere" data-tone="danger" onSelect={props.onLogoutEverywhere}>
              <LogoutIcon />
              {shopCopy.nav.logoutEverywhere}
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

const styles = {
  menuHeader: css({ display: "flex", flexDirection: "column", gap: "0.5", px: "3", pt: "2", pb: "2.5", mb: "1" }),
  menuHeaderName: css({ fontSize: "sm", fontWeight: "bold", color: "fg.default" }),
  menuHeaderEmail: css({ fontSize: "xs", fontWeight: "normal", color: "fg.muted", wordBreak: "break-all" }),
};
