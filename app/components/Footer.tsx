import { Link } from "react-router";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";

export function Footer(props: { signedIn: boolean; onLogin: () => void; onLogout: () => void }) {
  const t = copy.footer;
  return (
    <footer className={css({ display: "grid", gap: "6", md: { gridTemplateColumns: "repeat(3, 1fr)" } })}>
      <section>
        <h2>{t.quickLink}</h2>
        <ul>
          <li><Link to="/">{t.home}</Link></li>
          <li><Link to="/">{t.explore}</Link></li>
          <li><Link to="/">{t.about}</Link></li>
          <li><Link to="/">{t.contact}</Link></li>
        </ul>
        {props.signedIn ? (
          <button type="button" onClick={props.onLogout}>{t.logout}</button>
        ) : (
          <button type="button" onClick={props.onLogin}>{t.login}</button>
        )}
      </section>
      <section>
        <h2>{t.shopToday}</h2>
        <ul>
          <li><Link to="/">{t.newExclusive}</Link></li>
          <li><Link to="/">{t.topRated}</Link></li>
          <li><Link to="/">{t.sellOffer}</Link></li>
        </ul>
      </section>
      <section>
        <h2>{t.emailSubscription}</h2>
        <form onSubmit={(event) => event.preventDefault()}>
          <label>
            {t.emailPlaceholder}
            <input type="email" name="email" placeholder={t.emailPlaceholder} />
          </label>
          <button type="submit">{t.submit}</button>
        </form>
      </section>
      <p>{t.copyright}</p>
      <a href="https://www.facebook.com/" target="_blank" rel="noopener noreferrer" aria-label={t.facebook}>f</a>
      <a href="https://www.messenger.com/" target="_blank" rel="noopener noreferrer" aria-label={t.messenger}>m</a>
    </footer>
  );
}
