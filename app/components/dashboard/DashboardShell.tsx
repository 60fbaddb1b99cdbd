import { formatNumber } from "~/format.ts";
import { type ComponentType, type ReactNode, Suspense, useRef, useState } from "react";
import { loadOnIntent } from "~/client/on-intent.ts";
import { NavLink } from "react-router";
import { css } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import * as Avatar from "~/ui/avatar.tsx";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import {
  AddBoxIcon,
  BoltIcon,
  ClipboardIcon,
  PhoneIcon,
  HomeIcon,
  ImageIcon,
  LogoutIcon,
  MenuIcon,
  PackageIcon,
  MessageIcon,
  ShieldIcon,
  ReceiptIcon,
  TagIcon,
  MapPinIcon,
  TruckIcon,
  UserPlusIcon,
} from "~/ui/icons.tsx";

interface MenuEntry {
  to: string;
  /** Its name in the dashboard's menu copy (read as the menu renders, in the page's language). */
  label: keyof typeof dashboardCopy.dashboard.menu;
  Icon: ComponentType<{ className?: string }>;
}

const home: MenuEntry = { to: "/home", label: "home", Icon: HomeIcon };

const shopperMenu: MenuEntry[] = [
  home,
  { to: "/dashboard/myorder", label: "myOrder", Icon: ReceiptIcon },
  { to: "/dashboard/addresses", label: "addresses", Icon: MapPinIcon },
];

const MANAGE_ORDER = "/dashboard/manageorder";

const adminMenu: MenuEntry[] = [
  home,
  { to: "/dashboard/addproduct", label: "addProduct", Icon: AddBoxIcon },
  { to: "/dashboard/manageproduct", label: "manageProduct", Icon: PackageIcon },
  { to: "/dashboard/manageflashsell", label: "manageFlashsell", Icon: BoltIcon },
  { to: MANAGE_ORDER, label: "manageOrder", Icon: ClipboardIcon },
  { to: "/dashboard/orders/new", label: "takeOrder", Icon: PhoneIcon },
  { to: "/dashboard/delivery", label: "delivery", Icon: TruckIcon },
  { to: "/dashboard/notifications", label: "notifications", Icon: MessageIcon },
  { to: "/dashboard/risk", label: "risk", Icon: ShieldIcon },
  { to: "/dashboard/cash", label: "cash", Icon: ReceiptIcon },
  { to: "/dashboard/managebanner", label: "manageBanner", Icon: ImageIcon },
  { to: "/dashboard/managecategory", label: "manageCategory", Icon: TagIcon },
  { to: "/dashboard/addadmin", label: "addAdmin", Icon: UserPlusIcon },
];

const drawer = loadOnIntent(() => import("./DashboardDrawer.tsx").then((module) => module.DashboardDrawer));
const preloadDrawer = () => void drawer.preload().catch(() => undefined);

/**
 * The dashboard frame: a side menu 240 px wide from the sm breakpoint up, and below it a button opening the
 * same menu in a drawer from the left. Admins get the shop tools, shoppers their orders.
 */
export function DashboardShell(props: {
  user: SessionUser;
  /** Admins: orders waiting for their payment to be checked, shown beside Manage Order. */
  awaitingVerification?: number | null;
  onLogout: () => void;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code (Ark Dialog, focus trap) loads when the menu button is reached for; once loaded it stays.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <UserSummary user={props.user} />
        <DashboardMenu user={props.user} awaiting={props.awaitingVerification} onLogout={props.onLogout} />
      </aside>

      <div className={styles.mobileBar}>
        <Button
          ref={triggerRef}
          variant="outline"
          aria-label={dashboardCopy.dashboard.openMenu}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
          {dashboardCopy.dashboard.drawerTitle}
        </Button>
        {drawerWanted ? (
          <Suspense fallback={null}>
            <drawer.Component
              open={drawerOpen}
              onClose={closeDrawer}
              title={dashboardCopy.dashboard.drawerTitle}
              returnFocus={() => triggerRef.current}
            >
              <UserSummary user={props.user} />
              <DashboardMenu
                user={props.user}
                awaiting={props.awaitingVerification}
                onNavigate={closeDrawer}
                onLogout={() => {
                  closeDrawer();
                  props.onLogout();
                }}
              />
            </drawer.Component>
          </Suspense>
        ) : null}
      </div>

      <div className={styles.content}>{props.children}</div>
    </div>
  );
}

function UserSummary({ user }: { user: SessionUser }) {
  const name = user.displayName || user.email;
  return (
    <div className={styles.user}>
      <Avatar.Root size="md">
        <Avatar.Fallback>{Avatar.initials(name)}</Avatar.Fallback>
        {user.photoUrl && <Avatar.Image src={user.photoUrl} alt="" />}
      </Avatar.Root>
      <div className={styles.userText}>
        <span className={styles.userName} title={name}>
          {name}
        </span>
        <span className={styles.userEmail} title={user.email}>
          {user.email}
        </span>
        {user.isAdmin && (
          <Badge size="sm" variant="subtle" className={styles.adminBadge}>
            {shopCopy.nav.adminBadge}
          </Badge>
        )}
      </div>
    </div>
  );
}

function DashboardMenu(props: {
  user: SessionUser;
  awaiting?: number | null;
  onLogout: () => void;
  onNavigate?: () => void;
}) {
  const awaiting = props.awaiting ?? 0;
  const entries = props.user.isAdmin ? adminMenu : shopperMenu;
  return (
    <nav aria-label={dashboardCopy.dashboard.navigation} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className={styles.item} onClick={props.onNavigate}>
              <Icon />
              {dashboardCopy.dashboard.menu[label]}
              {to === MANAGE_ORDER && awaiting > 0 ? (
                <>
                  {" "}
                  <Badge size="sm" variant="warning" className={styles.count}>
                    <span aria-hidden="true">{formatNumber(awaiting)}</span>
                    <span className={styles.srOnly}>{dashboardCopy.dashboard.menuWaiting(awaiting)}</span>
                  </Badge>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <button type="button" className={styles.logout} onClick={props.onLogout}>
          <LogoutIcon />
          {dashboardCopy.dashboard.menu.logout}
        </button>
      </div>
    </nav>
  );
}

const item = {
  display: "flex",
  alignItems: "center",
  gap: "3",
  width: "100%",
  h: "10",
  px: "3",
  borderRadius: "l2",
  fontSize: "sm",
  fontWeight: "medium",
  color: "fg.muted",
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  transitionProperty: "background-color, color",
  transitionDuration: "fast",
  "& svg": { width: "4.5", height: "4.5", flexShrink: "0" },
  _hover: { bg: "bg.muted", color: "fg.default" },
} as const;

const styles = {
  layout: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "240px minmax(0, 1fr)" },
    gap: { base: "4", sm: "6" },
    alignItems: "start",
  }),
  sidebar: css({
    display: "none",
    sm: {
      display: "flex",
      flexDirection: "column",
      gap: "3",
      position: "sticky",
      top: { sm: "4.5rem", md: "5.5rem" },
      width: "240px",
      maxHeight: "calc(100dvh - 6rem)",
      overflowY: "auto",
      p: "3",
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "l3",
      boxShadow: "card",
    },
  }),
  mobileBar: css({ display: "flex", alignItems: "center", sm: { display: "none" } }),
  content: css({ minW: "0" }),
  user: css({
    display: "flex",
    alignItems: "center",
    gap: "3",
    p: "2",
    pb: "3",
    mb: "1",
    borderBottomWidth: "1px",
    borderColor: "border.default",
  }),
  userText: css({ display: "flex", flexDirection: "column", minW: "0" }),
  userName: css({
    fontSize: "sm",
    fontWeight: "semibold",
    color: "fg.default",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  }),
  adminBadge: css({ alignSelf: "flex-start", mt: "1" }),
  userEmail: css({
    fontSize: "xs",
    color: "fg.muted",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  }),
  nav: css({ display: "flex", flexDirection: "column", gap: "2", flex: "1" }),
  list: css({ display: "flex", flexDirection: "column", gap: "0.5", listStyle: "none", m: "0", p: "0" }),
  item: css({
    ...item,
    "&[aria-current=page]": {
      bg: "accent.subtle",
      color: "accent.text",
      fontWeight: "semibold",
      "& svg": { color: "accent.default" },
    },
  }),
  footer: css({ mt: "auto", pt: "2", borderTopWidth: "1px", borderColor: "border.default" }),
  logout: css({ ...item, _hover: { bg: "danger.subtle", color: "danger.emphasized" } }),
  count: css({ ms: "auto" }),
  srOnly: css({ srOnly: true }),
};
