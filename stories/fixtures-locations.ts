/**
 * A few districts and areas as GET /api/locations answers them (ids and aliases as in the migrations), for the
 * address fields: Chattogram with city thanas, Agrabad and upazilas, Cumilla, Dhaka with city thanas and upazilas
 * (one with a long Bangla name), and two districts outside it.
 */
import type { LocationDistrict, SavedAddressView } from "~/domain/delivery/types.ts";

export const storyLocations: LocationDistrict[] = [
  {
    id: 8,
    name: "Chattogram",
    bnName: "চট্টগ্রাম",
    division: "Chattogram",
    aliases: ["Chittagong", "Chattagram", "Chottogram", "CTG", "চট্রগ্রাম", "চিটাগং"],
    areas: [
      {
        id: 1116,
        name: "Agrabad",
        bnName: "আগ্রাবাদ",
        aliases: ["Agrabad C/A", "Agrabad Commercial Area", "আগ্রাবাদ বাণিজ্যিক এলাকা"],
      },
      {
        id: 1104,
        name: "Bayazid Bostami",
        bnName: "বায়েজিদ বোস্তামী",
        aliases: ["Bayezid", "Bayazid", "Oxygen", "অক্সিজেন"],
      },
      { id: 1107, name: "Double Mooring", bnName: "ডবলমুরিং", aliases: ["Doublemooring", "Dewanhat", "দেওয়ানহাট"] },
      { id: 1113, name: "Panchlaish", bnName: "পাঁচলাইশ", aliases: ["Panchlish", "Muradpur", "মুরাদপুর"] },
      { id: 68, name: "Patiya", bnName: "পটিয়া" },
      { id: 66, name: "Sitakunda", bnName: "সীতাকুন্ড" },
    ],
  },
  {
    id: 1,
    name: "Cumilla",
    bnName: "কুমিল্লা",
    division: "Chattogram",
    aliases: ["Comilla", "Kumilla"],
    areas: [
      { id: 11, name: "Cumilla Sadar", bnName: "কুমিল্লা সদর", aliases: ["Comilla Sadar", "Adarsha Sadar", "আদর্শ সদর"] },
      { id: 2001, name: "Kotwali", bnName: "কোতোয়ালী", aliases: ["Kotowali", "Kandirpar", "কান্দিরপাড়"] },
    ],
  },
  {
    id: 47,
    name: "Dhaka",
    bnName: "ঢাকা",
    division: "Dhaka",
    areas: [
      { id: 1013, name: "Dhanmondi", bnName: "ধানমন্ডি" },
      { id: 1015, name: "Gulshan", bnName: "গুলশান" },
      { id: 1027, name: "Mirpur", bnName: "মিরপুর" },
      { id: 365, name: "Savar", bnName: "সাভার" },
      { id: 1041, name: "Sher-e-Bangla Nagar", bnName: "শেরেবাংলা নগর" },
      { id: 1045, name: "Tejgaon Industrial Area", bnName: "তেজগাঁও শিল্পাঞ্চল" },
      { id: 1047, name: "Uttara", bnName: "উত্তরা" },
    ],
  },
  {
    id: 41,
    name: "Gazipur",
    bnName: "গাজীপুর",
    division: "Dhaka",
    areas: [{ id: 355, name: "Gazipur Sadar", bnName: "গাজীপুর সদর" }],
  },
  {
    id: 36,
    name: "Sylhet",
    bnName: "সিলেট",
    division: "Sylhet",
    areas: [{ id: 290, name: "Sylhet Sadar", bnName: "সিলেট সদর" }],
  },
];

/** A shopper's saved addresses: Home (the default) and Office. */
export const storySavedAddresses: SavedAddressView[] = [
  {
    id: 11,
    label: "Home",
    name: "Ayesha Rahman",
    mobile: "01712345678",
    districtId: 47,
    areaId: 1013,
    line: "House 12, Road 5, Dhanmondi R/A",
    note: "Call before coming",
    isDefault: true,
    district: "Dhaka",
    area: "Dhanmondi",
    bnDistrict: "ঢাকা",
    bnArea: "ধানমন্ডি",
  },
  {
    id: 12,
    label: "Office",
    name: "Ayesha Rahman",
    mobile: "01812345678",
    districtId: 41,
    areaId: 355,
    line: "Level 4, Tongi Tower, College Road",
    note: null,
    isDefault: false,
    district: "Gazipur",
    area: "Gazipur Sadar",
    bnDistrict: "গাজীপুর",
    bnArea: "গাজীপুর সদর",
  },
];
