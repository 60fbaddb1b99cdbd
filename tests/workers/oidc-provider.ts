import { Events, OAuth2Server } from "oauth2-mock-server";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
  }
}

/**
 * A local OpenID Connect provider standing in for Google, so the Google sign-in flow runs end to end with no
 * network: discovery, authorization code with PKCE, token exchange and ID token verification are all real.
 */
export default async function setup(project: TestProject) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  server.service.on(Events.BeforeTokenSigning, (token) => {
    token.payload.email = "Google.User@Example.com";
    token.payload.email_verified = true;
    token.payload.name = "Google User";
    token.payload.picture = "https://example.com/photo.png";
    token.payload.aud = "test-google-client";
  });
  project.provide("oidcIssuer", server.issuer.url!);
  return () => server.stop();
}
