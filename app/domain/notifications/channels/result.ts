/** What a provider made of one message. `error` starts with the provider's HTTP status when it gave one. */
export type SendResult = { ok: true; providerId: string | null } | { ok: false; permanent: boolean; error: string };

/** A refusal worth trying again: the provider is down or busy (5xx, 408, 429), or it could not be reached. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}
