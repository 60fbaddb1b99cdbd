/**
 * The merchant's risk rule for cash on delivery (issue 49): when a phone is risky, what its cash-on-delivery order
 * is asked, the orders one phone may place in an hour, and the numbers the shop takes no order from. Pure.
 */
import { RISKY_COD, type RiskyCod } from "~/schemas/risk.ts";

// What a risky phone's cash-on-delivery order is asked is the settings' input rule too: the schemas hold it.
export { RISKY_COD, type RiskyCod };

export interface BlockedPhone {
  /** 01XXXXXXXXX. */
  phone: string;
  note: string;
}

export interface RiskSettings {
  /** A record with fewer delivered of its parcels than this share (0..1) is risky... */
  minDeliveredShare: number;
  /** ...once it has at least this many parcels. */
  minParcels: number;
  /** More orders to one phone within an hour are refused (429). */
  ordersPerPhonePerHour: number;
  riskyCod: RiskyCod;
  blocklist: BlockedPhone[];
}

export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  minDeliveredShare: 0.6,
  minParcels: 3,
  ordersPerPhonePerHour: 0,
  riskyCod: "advance-delivery",
  blocklist: [],
};

/** The settings as stored (JSON), each missing or unreadable value its default. */
export function storedRiskSettings(json: string | null | undefined): RiskSettings {
  if (!json) return DEFAULT_RISK_SETTINGS;
  let stored: Partial<RiskSettings>;
  try {
    stored = JSON.parse(json) as Partial<RiskSettings>;
  } catch {
    return DEFAULT_RISK_SETTINGS;
  }
  const number = (value: unknown, fallback: number) =>
    typeof value === "number" && Number.isFinite(value) ? value : fallback;
  return {
    minDeliveredShare: number(stored.minDeliveredShare, DEFAULT_RISK_SETTINGS.minDeliveredShare),
    minParcels: number(stored.minParcels, DEFAULT_RISK_SETTINGS.minParcels),
    ordersPerPhonePerHour: number(stored.ordersPerPhonePerHour, DEFAULT_RISK_SETTINGS.ordersPerPhonePerHour),
    riskyCod: RISKY_COD.includes(stored.riskyCod as RiskyCod)
      ? (stored.riskyCod as RiskyCod)
      : DEFAULT_RISK_SETTINGS.riskyCod,
    blocklist: Array.isArray(stored.blocklist)
      ? stored.blocklist.filter(
          (entry): entry is BlockedPhone => typeof entry?.phone === "string" && typeof entry.note === "string",
        )
      : [],
  };
}

export function isBlocked(settings: RiskSettings, phone: string): boolean {
  return settings.blocklist.some((entry) => entry.phone === phone);
}
