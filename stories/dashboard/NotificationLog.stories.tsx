import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DashboardShell } from "~/components/dashboard/DashboardShell.tsx";
import {
  type LogMessage,
  NotificationLog,
  type NotificationLogProps,
  type ResendAnswer,
} from "~/components/dashboard/NotificationLog.tsx";
import { notificationLogCopy } from "~/i18n/notification-log.ts";
import { admin } from "../fixtures.ts";
import {
  failedSms400,
  failedSms503,
  guardedMessages,
  logMessages,
  passwordResetEmail,
  queuedEmail,
  sentSms,
  suppressedEmail,
  suppressedSmsAccount,
  suppressedSmsNumber,
  verifyEmailMessage,
} from "../fixtures-notifications.ts";
import { storyTimeZone } from "../fixtures-orders.ts";
import { expectInsideHorizontally, expectNoSidewaysScroll } from "../layout-checks.ts";

const texts = notificationLogCopy;
const PAGE = "/dashboard/notifications";
const noFilter = { status: "", channel: "", event: "", orderId: "", to: "" };

/**
 * Plays the route's part: a resend takes a moment; on success the fresh page has the message queued again (the
 * queue's consumer takes it from there).
 */
function ResendingLog(props: NotificationLogProps) {
  const [items, setItems] = useState(props.items);
  return (
    <NotificationLog
      {...props}
      items={items}
      onResend={async (message) => {
        const answer = await props.onResend(message);
        await new Promise((resolve) => setTimeout(resolve, 80));
        if (answer.ok)
          setItems((current) => current.map((each) => (each.id === message.id ? { ...each, status: "queued" } : each)));
        return answer;
      }}
    />
  );
}

const resent = async (): Promise<ResendAnswer> => ({ ok: true, message: texts.resent });

const meta = {
  title: "Dashboard/NotificationLog",
  component: NotificationLog,
  render: (args) => <ResendingLog {...args} />,
  args: {
    items: logMessages,
    total: logMessages.length,
    page: 1,
    pageSize: 50,
    filter: noFilter,
    filterError: null,
    action: PAGE,
    pageHref: (page: number) => `${PAGE}?page=${page}`,
    timeZone: storyTimeZone,
    onResend: fn(resent),
  },
  parameters: { router: { initialEntries: [PAGE] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const inDashboard: Decorator = (Story) => (
  <DashboardShell user={admin} onLogout={() => {}}>
    <Story />
  </DashboardShell>
);

/** The message's row: the one with its recipient and its event. */
function rowOf(canvasElement: HTMLElement, message: LogMessage) {
  const row = bodyRows(canvasElement).find((each) => {
    const cells = within(each);
    return cells.queryAllByText(message.to).length > 0 && cells.queryAllByText(texts.events[message.event]).length > 0;
  });
  if (!row) throw new Error(`no row for ${message.id}`);
  return row;
}

function bodyRows(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("table", { name: texts.title }))
    .getAllByRole("row")
    .slice(1);
}

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: texts.empty })).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: texts.filters.clear })).not.toBeInTheDocument();
    await expect(canvas.getByRole("search", { name: texts.filters.label })).toBeVisible();
  },
};

/** A sent SMS, a queued email in Bangla, an SMS the gateway kept refusing with 503, one refused with 400. */
export const WithMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.total(5))).toBeVisible();
    const rows = bodyRows(canvasElement);
    await expect(rows.map((row) => row.getAttribute("data-status"))).toEqual([
      "queued",
      "sent",
      "failed",
      "failed",
      "sent",
    ]);

    const sent = within(rowOf(canvasElement, sentSms));
    await expect(sent.getByText("Sent", { selector: "[data-status]" })).toBeVisible();
    // The day before the stories' day, said so; when it was sent stays a full date.
    await expect(sent.getByText("Yesterday, 16:02")).toHaveAttribute("title", "26 Nov 2026, 16:02");
    await expect(sent.getByText("Sent 26 Nov 2026, 16:02")).toBeVisible();
    await expect(sent.getByText("1 attempt")).toBeVisible();
    await expect(sent.getByText(/^\d+ of 306 characters \(GSM-7\), 1 segment$/)).toBeVisible();
    await expect(sent.getByRole("link", { name: `Order ${sentSms.orderId}` })).toHaveAttribute(
      "href",
      `/dashboard/order/${sentSms.orderId}`,
    );
    await expect(sent.queryByRole("button")).not.toBeInTheDocument();

    const queued = within(rowOf(canvasElement, queuedEmail));
    await expect(queued.getByText("Queued")).toBeVisible();
    await expect(queued.getByText("0 attempts")).toBeVisible();
    await expect(queued.getByText("বাংলা")).toBeVisible();
    await expect(queued.getByText(queuedEmail.subject!)).toBeVisible();
    await expect(queued.queryByText(/characters/)).not.toBeInTheDocument();
    await expect(queued.queryByRole("button")).not.toBeInTheDocument();
    // The email's text is clamped; the whole of it is one click away.
    const full = queued.getByText(texts.fullMessage);
    const details = full.closest("details")!;
    await expect(details).not.toHaveAttribute("open");
    await userEvent.click(full);
    await expect(details).toHaveAttribute("open");
    const whole = details.querySelector("p")!;
    await expect(whole).toBeVisible();
    await expect(whole).toHaveTextContent(queuedEmail.body.split("\n").at(-1)!);

    const gatewayDown = within(rowOf(canvasElement, failedSms503));
    await expect(gatewayDown.getByText("Failed")).toBeVisible();
    await expect(gatewayDown.getByText("3 attempts")).toBeVisible();
    await expect(gatewayDown.getByText("Last error: 503 Service Unavailable")).toBeVisible();
    await expect(gatewayDown.getByRole("button", { name: "Send again: Shipped to 01712340000" })).toBeEnabled();

    const refused = within(rowOf(canvasElement, failedSms400));
    await expect(refused.getByText("1 attempt")).toBeVisible();
    await expect(refused.getByText("Last error: 400 Bad Request: invalid recipient number")).toBeVisible();
    // Before the page is interactive the button posts the form to the route's action.
    const form = refused.getByRole("button", { name: "Send again: Order placed to 01712349999" }).closest("form")!;
    await expect(form).toHaveAttribute("method", "post");
    await expect(Object.fromEntries(new FormData(form))).toEqual({ intent: "resend", id: failedSms400.id });

    const merchant = within(rowOf(canvasElement, logMessages[4]!));
    await expect(merchant.getByText("New order (to you)")).toBeVisible();
  },
};

export const SendAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send again: Shipped to 01712340000" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(texts.resent);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(args.onResend).toHaveBeenCalledWith(failedSms503);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.title })).toHaveFocus();
    await waitFor(() => expect(rowOf(canvasElement, failedSms503)).toHaveAttribute("data-status", "queued"));
    await expect(within(rowOf(canvasElement, failedSms503)).queryByRole("button")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: texts.dismiss }));
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

/** Someone else sent it again first: the route answers 409 and the row stays as it was. */
export const SendAgainRefused: Story = {
  args: { onResend: fn(async (): Promise<ResendAnswer> => ({ ok: false, error: texts.notFailed })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send again: Order placed to 01712349999" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(texts.notFailed);
    await expect(rowOf(canvasElement, failedSms400)).toHaveAttribute("data-status", "failed");
  },
};

/** "Send again" posted before hydration: the page comes back with the action's answer. */
export const SentAgainWithoutJavaScript: Story = {
  args: { answer: { ok: true, message: texts.resent } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(texts.resent);
  },
};

export const FilteredEmpty: Story = {
  args: {
    items: [],
    total: 0,
    filter: { status: "failed", channel: "email", event: "", orderId: "", to: "01712340000" },
  },
  parameters: { router: { initialEntries: [`${PAGE}?status=failed&channel=email&to=01712340000`] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: texts.emptyFiltered })).toBeVisible();
    const search = within(canvas.getByRole("search", { name: texts.filters.label }));
    await expect(search.getByLabelText(texts.filters.status)).toHaveDisplayValue("Failed");
    await expect(search.getByLabelText(texts.filters.channel)).toHaveDisplayValue("Email");
    await expect(search.getByLabelText(texts.filters.event)).toHaveDisplayValue("All");
    await expect(search.getByLabelText(texts.filters.to)).toHaveValue("01712340000");
    for (const link of canvas.getAllByRole("link", { name: texts.filters.clear }))
      await expect(link).toHaveAttribute("href", PAGE);
    // A GET form: it works before hydration and its URL can be shared.
    const form = canvas.getByRole("search", { name: texts.filters.label });
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", PAGE);
  },
};

/** A filter the URL got wrong: the reason, the form to fix it, no list. */
export const FilterError: Story = {
  args: {
    items: [],
    total: 0,
    filter: { ...noFilter, status: "lost" },
    filterError: texts.validation.status,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(texts.validation.status);
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
    await expect(canvas.getByRole("search", { name: texts.filters.label })).toBeVisible();
  },
};

export const SecondOfThreePages: Story = {
  args: { total: 120, page: 2 },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole("navigation", { name: texts.pages }));
    await expect(pages.getByText("Page 2 of 3")).toBeVisible();
    await expect(pages.getByRole("link", { name: texts.previous })).toHaveAttribute("href", `${PAGE}?page=1`);
    await expect(pages.getByRole("link", { name: texts.next })).toHaveAttribute("href", `${PAGE}?page=3`);
  },
};

export const LastPage: Story = {
  args: { total: 120, page: 3 },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole("navigation", { name: texts.pages }));
    await expect(pages.getByRole("link", { name: texts.previous })).toBeVisible();
    await expect(pages.queryByRole("link", { name: texts.next })).not.toBeInTheDocument();
  },
};

/** Each message a card inside the region: nothing scrolls sideways, every card and its parts in view. */
async function expectCards(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole("region", { name: texts.tableLabel });
  await expectNoSidewaysScroll(region);
  for (const row of bodyRows(canvasElement)) {
    await expect(getComputedStyle(row).display).toBe("grid");
    await expectInsideHorizontally(row, region, "the card");
    for (const part of within(row).getAllByRole("cell")) await expectInsideHorizontally(part, row, "a card's part");
  }
  for (const button of within(region).getAllByRole("button")) {
    await expectInsideHorizontally(button, region, button.getAttribute("aria-label") ?? "");
  }
}

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  decorators: [inDashboard],
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    const card = within(rowOf(canvasElement, failedSms503));
    await expect(card.getByText("Last error: 503 Service Unavailable")).toBeVisible();
    await expect(card.getByRole("button", { name: "Send again: Shipped to 01712340000" })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  args: { total: 120, page: 2 },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const DashboardAt1280: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  decorators: [inDashboard],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: texts.tableLabel });
    await expectNoSidewaysScroll(region);
    for (const row of bodyRows(canvasElement)) await expect(getComputedStyle(row).display).toBe("table-row");
    for (const name of Object.values(texts.columns))
      await expectInsideHorizontally(within(region).getByRole("columnheader", { name }), region, name);
  },
};

/**
 * Decision 044: messages a shopper's own actions could not multiply, written "Not sent" with the limit that stopped
 * them, an order email to an unconfirmed address, and account links whose token the log never shows.
 */
export const SuppressedAndAccountLinks: Story = {
  args: { items: guardedMessages, total: guardedMessages.length },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows.map((row) => row.getAttribute("data-status"))).toEqual([
      "suppressed",
      "suppressed",
      "suppressed",
      "sent",
      "failed",
    ]);
    const byNumber = within(rowOf(canvasElement, suppressedSmsNumber));
    await expect(byNumber.getByText(texts.statuses.suppressed, { selector: "[data-status]" })).toBeVisible();
    await expect(byNumber.getByText(texts.suppressed["sms-per-number"](3), { exact: false })).toBeVisible();
    await expect(byNumber.queryByRole("button")).not.toBeInTheDocument();
    const byAccount = within(rowOf(canvasElement, suppressedSmsAccount));
    await expect(byAccount.getByText(texts.suppressed["sms-per-account"](10), { exact: false })).toBeVisible();
    const unverified = within(rowOf(canvasElement, suppressedEmail));
    await expect(unverified.getByText(texts.suppressed["unverified-email"](), { exact: false })).toBeVisible();

    // No token anywhere on the page: the links say token=….
    const page = canvasElement.textContent ?? "";
    await expect(page).not.toMatch(/token=[\w-]{10,}/);
    await expect(rowOf(canvasElement, passwordResetEmail).textContent).toContain("token=…");
    // A failed account link can be sent again (with a new link, made by the server).
    await expect(
      within(rowOf(canvasElement, verifyEmailMessage)).getByRole("button", {
        name: texts.resendLabel(texts.events["verify-email"], verifyEmailMessage.to),
      }),
    ).toBeVisible();
  },
};

export const SuppressedOnAPhone: Story = {
  ...SuppressedAndAccountLinks,
  globals: { viewport: { value: "smallPhone" } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
