/**
 * The districts and areas the address fields offer, fetched once per page load from `GET /api/locations` (public
 * and cacheable: sent without cookies, so a signed-in shopper's browser keeps it too) and shared by every field.
 */
import { useCallback, useEffect, useState } from "react";
import type { LocationDistrict } from "~/domain/delivery/types.ts";

let request: Promise<LocationDistrict[]> | null = null;

export function fetchLocations(): Promise<LocationDistrict[]> {
  request ??= fetch("/api/locations", { credentials: "omit" })
    .then((response) => {
      if (!response.ok) throw new Error(`locations: ${response.status}`);
      return response.json() as Promise<{ districts: LocationDistrict[] }>;
    })
    .then((body) => body.districts)
    .catch((error: unknown) => {
      // The next field to ask tries again.
      request = null;
      throw error;
    });
  return request;
}

export type LocationsState =
  { status: "loading" } | { status: "ready"; districts: LocationDistrict[] } | { status: "failed" };

/** The locations, once fetched (after hydration; "loading" on the server and before), and a way to ask again. */
export function useLocations(): LocationsState & { retry(): void } {
  const [state, setState] = useState<LocationsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchLocations().then(
      (districts) => current && setState({ status: "ready", districts }),
      () => current && setState({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
