import { Events, OAuth2Server } from "oauth2-mock-server";

/**
 * A local OpenID Connect provider standing in for Google, on loopback, so Google sign-in runs end to end with no
 * network: discovery, authorization code with PKCE, token exchange and ID token verification are all real. Every
 * sign-in is the given account, for the given client id, unless the authorization request names another address
 * as `login_hint` (as Google's does): then it is that address's Google account, verified, named after its mailbox.
 */
export async function startLocalGoogle(account: { clientId: string; email: string; name: string; picture?: string }) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const hintedByCode = new Map<string, string>();
  server.service.on(Events.BeforeAuthorizeRedirect, ({ url }: { url: URL }, req: { url?: string }) => {
    const hint = new URL(req.url ?? "/", "http://localhost").searchParams.get("login_hint");
    const code = url.searchParams.get("code");
    if (hint && code) hintedByCode.set(code, hint);
  });
  server.service.on(Events.BeforeTokenSigning, (token, req: { body?: Record<string, unknown> }) => {
    const code = typeof req.body?.code === "string" ? req.body.code : null;
    const hinted = code ? hintedByCode.get(code) : undefined;
    token.payload.email = hinted ?? account.email;
    token.payload.email_verified = true;
    token.payload.name = hinted ? hinted.split("@")[0] : account.name;
    if (account.picture) token.payload.picture = account.picture;
    token.payload.aud = account.clientId;
  });
  return { issuer: server.issuer.url!, stop: () => server.stop() };
}
