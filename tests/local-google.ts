import { Events, OAuth2Server } from "oauth2-mock-server";

/**
 * A local OpenID Connect provider standing in for Google, on loopback, so Google sign-in runs end to end with no
 * network: discovery, authorization code with PKCE, token exchange and ID token verification are all real. Every
 * sign-in is the given account, for the given client id.
 */
export async function startLocalGoogle(account: { clientId: string; email: string; name: string; picture?: string }) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  server.service.on(Events.BeforeTokenSigning, (token) => {
    token.payload.email = account.email;
    token.payload.email_verified = true;
    token.payload.name = account.name;
    if (account.picture) token.payload.picture = account.picture;
    token.payload.aud = account.clientId;
  });
  return { issuer: server.issuer.url!, stop: () => server.stop() };
}
