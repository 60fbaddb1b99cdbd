/** The merchant's risk settings in D1 (issue 49): one row, written whole. */
import { eq } from "drizzle-orm";
import { riskSettings } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { storedRiskSettings, type RiskSettings } from "./settings.ts";

export async function readRiskSettings(db: Database): Promise<RiskSettings> {
  const [row] = await db.select().from(riskSettings).where(eq(riskSettings.id, 1));
  return storedRiskSettings(row?.settings);
}

/** Replaces the settings with these (PUT takes the whole object); a number on the blocklist twice is kept once. */
export async function saveRiskSettings(db: Database, settings: RiskSettings): Promise<RiskSettings> {
  const seen = new Set<string>();
  const blocklist = settings.blocklist.filter((entry) => !seen.has(entry.phone) && seen.add(entry.phone));
  const saved: RiskSettings = { ...settings, blocklist };
  const json = JSON.stringify(saved);
  const updatedAt = new Date();
  await db
    .insert(riskSettings)
    .values({ id: 1, settings: json, updatedAt })
    .onConflictDoUpdate({ target: riskSettings.id, set: { settings: json, updatedAt } });
  return saved;
}
