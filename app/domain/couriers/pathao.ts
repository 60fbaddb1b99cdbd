/**
 * The Pathao adapter (issue 51): the one module that knows Pathao's merchant API (Aladdin).
 */

/**
 * The account to book with: PATHAO_BASE_URL, PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and
 * PATHAO_PASSWORD (null in the configuration when any is missing), PATHAO_STORE_ID (optional: the account's default
 * store otherwise).
 */
export interface PathaoConfig {
  /** No trailing slash, e.g. https://api-hermes.pathao.com. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number | null;
}
