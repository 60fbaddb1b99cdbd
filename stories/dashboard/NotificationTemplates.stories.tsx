import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId } from "react";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { LANGUAGES, type Language } from "@db/enums.ts";
import { MessagePreview } from "~/components/dashboard/MessagePreview.tsx";
import { notificationLogCopy } from "~/i18n/notification-log.ts";
import { type TemplateCase, templateCases, templateMessages } from "../fixtures-notifications.ts";

/**
 * What the shop's SMS and emails say (issue 24), written by the real templates (`orderMessages`) for each event,
 * in English and Bangla side by side: each SMS with its length against the 2-segment limit (306 GSM-7 characters,
 * 134 UCS-2 in Bangla), each email's subject, plain text and HTML in a frame as wide as a phone.
 */
function Templates(props: { item: TemplateCase }) {
  return (
    <div className={styles.page}>
      {LANGUAGES.map((language) => (
        <LanguageColumn key={language} item={props.item} language={language} />
      ))}
    </div>
  );
}

function LanguageColumn(props: { item: TemplateCase; language: Language }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-language={props.language} className={styles.column}>
      <h2 id={headingId} lang={props.language} className={styles.heading}>
        {notificationLogCopy.languages[props.language]}
      </h2>
      {templateMessages(props.item, props.language).map((message) => (
        <MessagePreview key={`${message.channel}-${message.recipient}`} message={message} />
      ))}
    </section>
  );
}

const meta = {
  title: "Dashboard/Notification templates",
  parameters: { router: { initialEntries: ["/dashboard/notifications"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const REFERENCE = "K7Q2M9XA";

/**
 * Every message of the case in both languages: an SMS names the order and fits 2 segments (GSM-7 in English, so
 * 306 characters; UCS-2 in Bangla, 134); an email has a subject, names the order, and its HTML is drawn at a
 * phone's width. `says` are words each English message of the given channel must contain.
 */
async function expectMessages(
  canvasElement: HTMLElement,
  expected: { sms: number; email: number; says?: { sms?: string[]; email?: string[] } },
) {
  for (const language of LANGUAGES) {
    const column = canvasElement.querySelector<HTMLElement>(`[data-language="${language}"]`)!;
    const sms = [...column.querySelectorAll<HTMLElement>('article[data-channel="sms"]')];
    const emails = [...column.querySelectorAll<HTMLElement>('article[data-channel="email"]')];
    await expect(sms, `${language} SMS`).toHaveLength(expected.sms);
    await expect(emails, `${language} emails`).toHaveLength(expected.email);
    const limit = language === "en" ? "306 characters (GSM-7)" : "134 characters (UCS-2)";
    for (const article of sms) {
      await expect(article).toHaveTextContent(REFERENCE);
      const length = within(article).getByText(/^\d+ of \d+ characters/);
      await expect(length).toBeVisible();
      await expect(length.textContent).toContain(limit);
      await expect(length.textContent).toMatch(/, [12] segments?$/);
      if (language === "en")
        for (const words of expected.says?.sms ?? []) await expect(article).toHaveTextContent(words);
    }
    for (const article of emails) {
      await expect(within(article).getByText(notificationLogCopy.preview.subject)).toBeVisible();
      await expect(article).toHaveTextContent(REFERENCE);
      const frame = article.querySelector("iframe")!;
      await expect(frame).toBeVisible();
      await expect(frame.getAttribute("width")).toBe("375");
      // Sandboxed (decision 044): the email's HTML runs no script, posts no form and navigates nowhere.
      await expect(frame.getAttribute("sandbox")).toBe("");
      await expect(frame.srcdoc).toContain(REFERENCE);
      await expect(frame.srcdoc).toContain(`<html lang="${language}">`);
      if (language === "en")
        for (const words of expected.says?.email ?? []) {
          await expect(article).toHaveTextContent(words);
          await expect(frame.srcdoc).toContain(words);
        }
    }
  }
}

export const PlacedByWallet: Story = {
  render: () => <Templates item={templateCases.placedWallet} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: { sms: ["Pay Tk 21,129 by bKash Send Money to 01712345678"], email: ["01712345678"] },
    }),
};

export const PlacedCashOnDelivery: Story = {
  render: () => <Templates item={templateCases.placedCod} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: { sms: ["in cash on delivery. We will call to confirm."], email: ["We will call you to confirm"] },
    }),
};

export const PlacedCashOnDeliveryWithAdvance: Story = {
  render: () => <Templates item={templateCases.placedCodAdvance} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: { sms: ["Pay Tk 130 first by Nagad Send Money to 01612345678"], email: ["01612345678"] },
    }),
};

export const Confirmed: Story = {
  render: () => <Templates item={templateCases.confirmed} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, { sms: 1, email: 1, says: { sms: ["is confirmed"], email: ["is confirmed"] } }),
};

export const Rejected: Story = {
  render: () => <Templates item={templateCases.rejected} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: {
        sms: ["The TrxID you gave belongs to another payment"],
        email: ["The TrxID you gave belongs to another payment"],
      },
    }),
};

export const Shipped: Story = {
  render: () => <Templates item={templateCases.shipped} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: {
        sms: ["with Steadfast, tracking SFR251126ABC12345", "ready for the courier"],
        email: ["SFR251126ABC12345", "Track the parcel"],
      },
    }),
};

export const Delivered: Story = {
  render: () => <Templates item={templateCases.delivered} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, { sms: 1, email: 1, says: { sms: ["is delivered"], email: ["is delivered"] } }),
};

/** Cancelled by the shopper: their confirmation, and the merchant's alert (an email and an SMS). */
export const CancelledByYou: Story = {
  render: () => <Templates item={templateCases.cancelledByYou} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, { sms: 2, email: 2, says: { email: ["cancelled"], sms: ["cancelled"] } }),
};

export const CancelledByShop: Story = {
  render: () => <Templates item={templateCases.cancelledByShop} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: { sms: ["by the shop: The phone is out of stock"], email: ["The phone is out of stock in this colour"] },
    }),
};

export const CancelledUnpaid: Story = {
  render: () => <Templates item={templateCases.cancelledUnpaid} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: { sms: ["did not arrive in time"], email: ["did not arrive in time"] },
    }),
};

export const Returned: Story = {
  render: () => <Templates item={templateCases.returned} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: { sms: ["The customer refused the parcel"], email: ["The customer refused the parcel"] },
    }),
};

/** To the merchant: a new order came in (email, and SMS as MERCHANT_MOBILE is set). */
export const NewOrder: Story = {
  render: () => <Templates item={templateCases.newOrder} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: { sms: ["New order K7Q2M9XA from Ayesha Rahman"], email: ["Ayesha Rahman (01712340000)"] },
    }),
};

/** To the merchant: a payment that does not match its order. */
export const PaymentMismatch: Story = {
  render: () => <Templates item={templateCases.paymentMismatch} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: { sms: ["TrxID BLU1H6X87P"], email: ["less than the amount due"] },
    }),
};

/** To the shopper: a cash-on-delivery order nobody confirmed in time (issue 47). */
export const CancelledUnconfirmed: Story = {
  render: () => <Templates item={templateCases.cancelledUnconfirmed} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: {
        sms: ["because we could not confirm it with you in time"],
        email: ["Your cash-on-delivery order is cancelled because we could not confirm it with you in time"],
      },
    }),
};

/** To the merchant: the courier handed over less cash than was to be collected (issue 46). */
export const CourierCashShort: Story = {
  render: () => <Templates item={templateCases.courierCashShort} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: { sms: ["Courier alert for order"], email: ["short by"] },
    }),
};

/** To the merchant: the courier reported a delivery the order could not take (issue 46). */
export const CourierConflict: Story = {
  render: () => <Templates item={templateCases.courierConflict} />,
  play: ({ canvasElement }) =>
    expectMessages(canvasElement, {
      sms: 1,
      email: 1,
      says: {
        sms: ['"delivered" reported while the order is cancelled'],
        email: ["The cash is recorded on the order"],
      },
    }),
};

const styles = {
  page: css({
    display: "grid",
    gap: { base: "4", md: "5" },
    gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
    alignItems: "start",
  }),
  column: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  heading: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" }),
};
