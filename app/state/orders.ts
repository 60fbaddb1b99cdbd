import { copy } from "~/copy.ts";

/** DELETE /api/orders/:id, with a network failure or a refusal turned into a message. */
export async function cancelOrderRequest(orderId: string): Promise<{ ok: true } | { ok: false; error: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/orders/${encodeURIComponent(orderId)}`, { method: "DELETE" });
  } catch {
    return { ok: false, error: copy.checkout.errors.network };
  }
  if (response.ok) return { ok: true };
  const payload = (await response.json().catch(() => null)) as { error?: string } | null;
  return { ok: false, error: payload?.error ?? copy.checkout.errors.failed };
}
