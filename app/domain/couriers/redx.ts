/**
 * The RedX adapter (issue 51): the one module that knows RedX's open API.
 */

/** The account to book with: REDX_BASE_URL and REDX_API_TOKEN (null when either is missing), REDX_PICKUP_STORE_ID. */
export interface RedxConfig {
  /** No trailing slash, e.g. https://openapi.redx.com.bd/v1.0.0-beta. */
  baseUrl: string;
  token: string;
  pickupStoreId: number | null;
}
