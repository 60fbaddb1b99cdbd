// Secrets are not in wrangler.toml, so `wrangler types` only sees them when .dev.vars exists: declare them here,
// on both the global Env and Cloudflare.Env (what `cloudflare:workers` exports).
interface SecretEnv {
  /** Signs and encrypts session tokens. `.dev.vars` locally, `wrangler secret put AUTH_SECRET` in production. */
  AUTH_SECRET: string;
  /** Google OAuth client; Google sign-in is offered only when both are set. */
  AUTH_GOOGLE_ID?: string;
  AUTH_GOOGLE_SECRET?: string;
  /** Only for tests: the issuer of a local OpenID Connect provider standing in for Google. */
  AUTH_GOOGLE_ISSUER?: string;
  /** Signs forwarded bKash SMS (HMAC-SHA256). Without it, POST /api/payments/bkash/sms refuses everything. */
  BKASH_SMS_SECRET?: string;
  /** Steadfast's API keys; without them, booking answers 503 and says how to set them. */
  STEADFAST_API_KEY?: string;
  STEADFAST_SECRET_KEY?: string;
  /** The Bearer token on Steadfast's status callbacks; without it, the webhook refuses everything. */
  STEADFAST_WEBHOOK_TOKEN?: string;
  /** Pathao's API client and merchant login (issue 51); without all four, Pathao is not offered for booking. */
  PATHAO_CLIENT_ID?: string;
  PATHAO_CLIENT_SECRET?: string;
  PATHAO_USERNAME?: string;
  PATHAO_PASSWORD?: string;
  /** The secret Pathao sends in X-PATHAO-Signature on its webhooks; without it, the webhook refuses everything. */
  PATHAO_WEBHOOK_SECRET?: string;
  /** RedX's API access token; without it, RedX is not offered for booking. */
  REDX_API_TOKEN?: string;
  /** The `?token=` of the webhook URL given to RedX; without it, the webhook refuses everything. */
  REDX_WEBHOOK_TOKEN?: string;
}

// Declaration merging adds the secrets to the generated Env; the empty body is the point.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
interface Env extends SecretEnv {}

declare namespace Cloudflare {
  // Declaration merging adds the secrets to the generated Env; the empty body is the point.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Env extends SecretEnv {}
}
