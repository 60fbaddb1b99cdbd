import type { ReactNode } from "react";
import { section } from "~/i18n/catalogue.ts";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import { Button } from "~/ui/button.tsx";
import { FacebookIcon, LogoMark, MessengerIcon } from "~/ui/icons.tsx";
import { NewsletterForm, type NewsletterFormProps } from "./NewsletterForm.tsx";

const t = section(() => shopCopy.footer);

const quickLinks = ["home", "explore", "about", "contact"] as const;
const shopLinks = ["newExclusive", "topRated", "sellOffer"] as const;

export interface FooterProps {
  signedIn: boolean;
  onLogin: () => void;
  onLogout: () => void;
  /** The newsletter sign-up's state and its submit (see `useNewsletterSignup`). */
  newsletter: Omit<NewsletterFormProps, "tone">;
}

export function Footer(props: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandRow}>
          <LogoMark className={css({ color: "accent.default", w: "9", h: "9" })} />
          <div>
            <p className={styles.brandName}>{shopCopy.shopName}</p>
            <p className={styles.tagline}>{shopCopy.shopTagline}</p>
          </div>
        </div>

        <div className={styles.columns}>
          <LinkColumn id="footer-quick-link" heading={t.quickLink} labels={quickLinks}>
            <div className={css({ mt: "2" })}>
              {props.signedIn ? (
                <Button variant="inverse" size="sm" onClick={props.onLogout}>
                  {t.logout}
                </Button>
              ) : (
                <Button size="sm" onClick={props.onLogin}>
                  {t.login}
                </Button>
              )}
            </div>
          </LinkColumn>

          <LinkColumn id="footer-shop-today" heading={t.shopToday} labels={shopLinks} />

          <section aria-labelledby="footer-email-subscription" className={styles.column}>
            <h2 id="footer-email-subscription" className={styles.heading}>
              {t.emailSubscription}
            </h2>
            <NewsletterForm {...props.newsletter} />
          </section>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{t.copyright}</p>
          <ul aria-label={t.social} className={styles.social}>
            <li>
              <a
                href="https://www.facebook.com/"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.facebook}
                className={styles.socialLink}
              >
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a
                href="https://www.messenger.com/"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.messenger}
                className={styles.socialLink}
              >
                <MessengerIcon />
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** A footer column of links (all to the home page, as the spec has them), with optional content below. */
function LinkColumn(props: {
  id: string;
  heading: string;
  /** Each link's text in the footer's copy. */
  labels: readonly (keyof typeof shopCopy.footer)[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className={styles.column}>
      <h2 id={props.id} className={styles.heading}>
        {props.heading}
      </h2>
      <ul className={styles.list}>
        {props.labels.map((label) => (
          <li key={label}>
            <Link to="/" className={styles.link}>
              {t[label]}
            </Link>
          </li>
        ))}
      </ul>
      {props.children}
    </section>
  );
}

const styles = {
  footer: css({ bg: "bg.inverse", color: "fg.inverse", mt: "auto" }),
  inner: css({
    maxW: "content",
    mx: "auto",
    px: { base: "4", md: "6" },
    pt: { base: "10", md: "14" },
    pb: "6",
    display: "flex",
    flexDirection: "column",
    gap: { base: "8", md: "10" },
  }),
  brandRow: css({ display: "flex", alignItems: "center", gap: "3" }),
  brandName: css({ fontFamily: "heading", fontSize: "xl", fontWeight: "extrabold", letterSpacing: "-0.02em" }),
  tagline: css({ fontSize: "sm", color: "fg.inverseMuted" }),
  columns: css({
    display: "grid",
    gap: "8",
    gridTemplateColumns: "1fr",
    sm: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    md: { gridTemplateColumns: "1fr 1fr 1.4fr", gap: "10" },
  }),
  column: css({ display: "flex", flexDirection: "column", gap: "3", alignItems: "flex-start", minW: "0" }),
  heading: css({ fontSize: "md", fontWeight: "bold", color: "fg.inverse" }),
  list: css({ display: "flex", flexDirection: "column" }),
  // Tap targets at least 24 px tall (WCAG 2.5.8), taller than the text.
  link: css({
    display: "inline-flex",
    alignItems: "center",
    minH: "8",
    fontSize: "sm",
    color: "fg.inverseMuted",
    textDecoration: "none",
    transition: "color 120ms",
    _hover: { color: "fg.inverse", textDecoration: "underline", textUnderlineOffset: "3px" },
  }),
  bottom: css({
    display: "flex",
    flexDirection: { base: "column-reverse", sm: "row" },
    alignItems: { base: "flex-start", sm: "center" },
    justifyContent: "space-between",
    gap: "4",
    pt: "6",
    borderTopWidth: "1px",
    borderColor: "border.inverse",
  }),
  copyright: css({ fontSize: "sm", color: "fg.inverseMuted" }),
  social: css({ display: "flex", gap: "2" }),
  socialLink: css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    w: "10",
    h: "10",
    borderRadius: "full",
    color: "fg.inverse",
    bg: "bg.inverseRaised",
    transition: "background-color 120ms, color 120ms",
    "& svg": { w: "5", h: "5" },
    _hover: { bg: "accent.default", color: "accent.fg" },
  }),
};
