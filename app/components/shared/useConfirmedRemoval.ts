import { useState } from "react";

export interface Removal<T> {
  item: T;
  open: boolean;
  pending: boolean;
  error: string | null;
}

/**
 * Ask, then remove: the state behind a confirm dialog for deleting one row. While the call runs nothing can close
 * it; on success the row is hidden at once (before the list is reloaded) and `onRemoved` runs; on failure the
 * dialog stays open with the error. A thrown error counts as a failure with `failedText`. `onAsk` runs when a row
 * is asked about (screens clear their last notice); `remaining` leaves out the rows already removed.
 */
export function useConfirmedRemoval<T extends { id: string }>(options: {
  remove(item: T): Promise<{ ok: true } | { ok: false; error: string }>;
  failedText: string;
  onRemoved(item: T): void;
  onAsk?(item: T): void;
}) {
  const [removal, setRemoval] = useState<Removal<T> | null>(null);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(() => new Set());

  async function confirm() {
    if (!removal || removal.pending) return;
    const { item } = removal;
    setRemoval({ item, open: true, pending: true, error: null });
    let result: { ok: true } | { ok: false; error: string };
    try {
      result = await options.remove(item);
    } catch {
      result = { ok: false, error: options.failedText };
    }
    if (result.ok) {
      setRemovedIds((current) => new Set(current).add(item.id));
      setRemoval({ item, open: false, pending: false, error: null });
      options.onRemoved(item);
    } else {
      setRemoval({ item, open: true, pending: false, error: result.error });
    }
  }

  return {
    removal,
    remaining: (items: readonly T[]) => items.filter((item) => !removedIds.has(item.id)),
    ask: (item: T) => {
      options.onAsk?.(item);
      setRemoval({ item, open: true, pending: false, error: null });
    },
    cancel: () => setRemoval((current) => (current && !current.pending ? { ...current, open: false } : current)),
    confirm,
  };
}
