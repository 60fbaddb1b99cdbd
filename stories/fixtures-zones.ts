/**
 * The delivery zones editor's stories: a few districts with their areas (ids and names as migration 0012 has them,
 * Dhaka with all 49 city thanas) and the seed's three zones (scripts/lib/seed.ts), in whole taka whatever the shop
 * prices in (decision 042): Inside Dhaka ৳70 (free from ৳5,000 of goods), Dhaka suburbs ৳110, Outside Dhaka ৳130,
 * the default. Each takes cash on delivery up to ৳10,000; Dhaka suburbs and Outside Dhaka ask the delivery charge
 * first by wallet.
 */
import { dhakaThanas } from "@db/locations/dhaka-thanas.ts";
import type { SavedZone } from "~/components/delivery/ZonesEditor.tsx";
import type { LocationDistrict } from "~/domain/delivery/types.ts";

export const DHAKA = 47;
export const GAZIPUR = 41;
export const NARAYANGANJ = 43;
export const CHATTOGRAM = 8;

/** Dhaka district's five upazilas (the thanas are the city's). */
const dhakaUpazilas = [
  { id: 365, name: "Savar", bnName: "সাভার" },
  { id: 366, name: "Dhamrai", bnName: "ধামরাই" },
  { id: 367, name: "Keraniganj", bnName: "কেরাণীগঞ্জ" },
  { id: 368, name: "Nawabganj", bnName: "নবাবগঞ্জ" },
  { id: 369, name: "Dohar", bnName: "দোহার" },
];

const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

/** Six of the 64 districts, in name order as `listLocations` gives them, each area list in name order too. */
export const zoneLocations: LocationDistrict[] = byName([
  {
    id: CHATTOGRAM,
    name: "Chattogram",
    bnName: "চট্টগ্রাম",
    division: "Chattogram",
    aliases: ["Chittagong", "CTG"],
    areas: byName([
      { id: 65, name: "Rangunia", bnName: "রাঙ্গুনিয়া" },
      { id: 66, name: "Sitakunda", bnName: "সীতাকুন্ড" },
      { id: 67, name: "Mirsharai", bnName: "মীরসরাই" },
      { id: 68, name: "Patiya", bnName: "পটিয়া" },
      { id: 76, name: "Hathazari", bnName: "হাটহাজারী" },
    ]),
  },
  {
    id: 1,
    name: "Cumilla",
    bnName: "কুমিল্লা",
    division: "Chattogram",
    aliases: ["Comilla", "Kumilla"],
    areas: byName([
      { id: 1, name: "Debidwar", bnName: "দেবিদ্বার" },
      { id: 8, name: "Laksam", bnName: "লাকসাম" },
      { id: 11, name: "Cumilla Sadar", bnName: "কুমিল্লা সদর", aliases: ["Comilla Sadar"] },
    ]),
  },
  {
    id: DHAKA,
    name: "Dhaka",
    bnName: "ঢাকা",
    division: "Dhaka",
    areas: byName([...dhakaUpazilas, ...dhakaThanas]),
  },
  {
    id: GAZIPUR,
    name: "Gazipur",
    bnName: "গাজীপুর",
    division: "Dhaka",
    areas: byName([
      { id: 317, name: "Kaliganj", bnName: "কালীগঞ্জ" },
      { id: 318, name: "Kaliakair", bnName: "কালিয়াকৈর" },
      { id: 319, name: "Kapasia", bnName: "কাপাসিয়া" },
      { id: 320, name: "Gazipur Sadar", bnName: "গাজীপুর সদর" },
      { id: 321, name: "Sreepur", bnName: "শ্রীপুর" },
    ]),
  },
  {
    id: NARAYANGANJ,
    name: "Narayanganj",
    bnName: "নারায়ণগঞ্জ",
    division: "Dhaka",
    areas: byName([
      { id: 328, name: "Araihazar", bnName: "আড়াইহাজার" },
      { id: 329, name: "Bandar", bnName: "বন্দর" },
      { id: 330, name: "Narayanganj Sadar", bnName: "নারায়নগঞ্জ সদর" },
      { id: 331, name: "Rupganj", bnName: "রূপগঞ্জ" },
      { id: 332, name: "Sonargaon", bnName: "সোনারগাঁ" },
    ]),
  },
  {
    id: 36,
    name: "Sylhet",
    bnName: "সিলেট",
    division: "Sylhet",
    areas: byName([
      { id: 272, name: "Balaganj", bnName: "বালাগঞ্জ" },
      { id: 273, name: "Beanibazar", bnName: "বিয়ানীবাজার" },
      { id: 274, name: "Bishwanath", bnName: "বিশ্বনাথ" },
    ]),
  },
]);

/** Dhaka city's 49 metropolitan thanas: ids 1001 to 1049. */
export const dhakaThanaIds = dhakaThanas.map((thana) => thana.id);

/** The seed's cash on delivery: up to ৳10,000, with nothing or the delivery charge paid first. */
const cod = (advance: "none" | "delivery"): SavedZone["cod"] => ({ enabled: true, maxTotal: 10_000, advance });

/** The seed's zones, as the page's loader hands them over (GET /api/delivery/zones). */
export const seededZones: SavedZone[] = [
  {
    id: 1,
    name: "Inside Dhaka",
    fee: 70,
    freeOver: 5_000,
    districtIds: [],
    areaIds: dhakaThanaIds,
    default: false,
    cod: cod("none"),
    courier: "pathao",
  },
  {
    id: 2,
    name: "Dhaka suburbs",
    fee: 110,
    freeOver: null,
    districtIds: [GAZIPUR, NARAYANGANJ],
    areaIds: dhakaUpazilas.map((upazila) => upazila.id),
    default: false,
    cod: cod("delivery"),
    courier: null,
  },
  {
    id: 3,
    name: "Outside Dhaka",
    fee: 130,
    freeOver: null,
    districtIds: [],
    areaIds: [],
    default: true,
    cod: cod("delivery"),
    courier: "steadfast",
  },
];
