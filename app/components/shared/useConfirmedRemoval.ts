import { useState } from "react";
import { useSubmit } from "~/client/submit.ts";

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
  const [asked, setAsked] = useState<Omit<Removal<T>, "pending"> | null>(null);
  const removing = useSubmit(options.failedText);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(() => new Set());

  async function confirm() {
    if (!asked || removing.busy) return;
    const { item } = asked;
    setAsked({ item, open: true, error: null });
    const result = await removing.run(() => options.remove(item));
    if (result.ok) {
      setRemovedIds((current) => new Set(current).add(item.id));
      setAsked({ item, open: false, error: null });
      options.onRemoved(item);
    } else {
      setAsked({ item, open: true, error: result.error });
    }
  }

  return {
    removal: asked && { ...asked, pending: removing.busy },
    remaining: (items: readonly T[]) => items.filter((item) => !removedIds.has(item.id)),
    ask: (item: T) => {
      options.onAsk?.(item);
      setAsked({ item, open: true, error: null });
    },
    cancel: () => {
      if (!removing.busy) setAsked((current) => current && { ...current, open: false });
    },
    confirm,
  };
}
