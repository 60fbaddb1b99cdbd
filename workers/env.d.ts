// Secrets are not in wrangler.toml, so `wrangler types` only sees them when .dev.vars exists: declare them here.
declare namespace Cloudflare {
  interface Env {
    /** Signs and encrypts session tokens. `.dev.vars` locally, `wrangler secret put AUTH_SECRET` in production. */
    AUTH_SECRET: string;
    /** Google OAuth client; Google sign-in is offered only when both are set. */
    AUTH_GOOGLE_ID?: string;
    AUTH_GOOGLE_SECRET?: string;
  }
}
