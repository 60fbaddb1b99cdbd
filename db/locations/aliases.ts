/**
 * How the shop spells the dataset's places (issue 45): the current official name where the dataset keeps an older
 * one (Comilla became Cumilla and Barisal Barishal in 2018), and the other spellings shoppers type, so that
 * "chittagong", "comilla", "jessore", "barisal" or "bogra" still find their district. Aliases are data: they are
 * written into D1 with the places (the `aliases` column), served by GET /api/locations and matched by the address
 * fields' search (app/domain/delivery/place-search.ts), never special cases in code.
 *
 * Keyed by the dataset's own (trimmed) names; scripts/generate-locations.ts fails on a key it cannot find.
 * Pure data.
 */

export interface Spelling {
  /** The name the shop shows, where it differs from the dataset's (the dataset's name becomes an alias). */
  name?: string;
  /** The Bangla name the shop shows, where the dataset's is misspelt (the dataset's becomes an alias). */
  bnName?: string;
  /** Other spellings, in English or Bangla, that find the place. */
  aliases?: string[];
}

/** The divisions the dataset spells the old way (Chattagram beside its district's Chattogram, Barisal). */
export const divisionSpellings: Record<string, string> = { Chattagram: "Chattogram", Barisal: "Barishal" };

/** Districts, by the dataset's name. */
export const districtSpellings: Record<string, Spelling> = {
  Bogura: { aliases: ["Bogra"] },
  Barisal: { name: "Barishal", aliases: ["Barisal"] },
  Chapainawabganj: { aliases: ["Chapai Nawabganj", "Nawabganj", "চাঁপাই"] },
  Chattogram: { aliases: ["Chittagong", "Chattagram", "Chottogram", "CTG", "চট্রগ্রাম", "চিটাগং"] },
  Comilla: { name: "Cumilla", aliases: ["Comilla", "Kumilla"] },
  Coxsbazar: { aliases: ["Cox's Bazar", "Coxs Bazar", "Cox Bazar"] },
  Dhaka: { aliases: ["Dacca"] },
  Habiganj: { aliases: ["Hobiganj"] },
  Jashore: { aliases: ["Jessore", "Jasore"] },
  Jhalakathi: { aliases: ["Jhalokati", "Jhalokathi", "Jhalakati"] },
  Jhenaidah: { aliases: ["Jhenidah", "Jhenaidaha"] },
  Joypurhat: { aliases: ["Jaipurhat"] },
  Khagrachhari: { aliases: ["Khagrachari"] },
  Kushtia: { aliases: ["Kustia"] },
  Lakshmipur: { aliases: ["Laxmipur", "Lakhsmipur"] },
  Moulvibazar: { aliases: ["Maulvibazar", "Moulvi Bazar"] },
  Mymensingh: { aliases: ["Maimansingh", "Mymenshingh"] },
  Narsingdi: { aliases: ["Narsinghdi", "Narshingdi"] },
  Netrokona: { aliases: ["Netrakona"] },
  Panchagarh: { aliases: ["Panchagar"] },
};

/** Upazilas, by the dataset's district and upazila names ("District/Upazila"). */
export const upazilaSpellings: Record<string, Spelling> = {
  "Comilla/Comilla Sadar": { name: "Cumilla Sadar", aliases: ["Comilla Sadar", "Adarsha Sadar", "আদর্শ সদর"] },
  "Comilla/Sadarsouth": {
    name: "Cumilla Sadar Dakshin",
    bnName: "কুমিল্লা সদর দক্ষিণ",
    aliases: ["Sadarsouth", "Sadar South", "Sadar Dakshin"],
  },
  "Bogura/Bogra Sadar": { name: "Bogura Sadar", aliases: ["Bogra Sadar"] },
  "Jashore/Jessore Sadar": { name: "Jashore Sadar", aliases: ["Jessore Sadar", "Kotwali"] },
  "Barisal/Barisal Sadar": { name: "Barishal Sadar", aliases: ["Barisal Sadar"] },
  // Thanas that are also upazilas (city-thanas.ts): the upazila is the place, the thana's spellings find it.
  "Chattogram/Karnafuli": { aliases: ["Karnaphuli", "কর্ণফুলি"] },
  "Sylhet/Dakshinsurma": { aliases: ["Dakshin Surma", "South Surma"] },
  "Gazipur/Gazipur Sadar": { aliases: ["Joydebpur", "জয়দেবপুর"] },
  "Narayanganj/Narayanganj Sadar": { bnName: "নারায়ণগঞ্জ সদর", aliases: ["Chashara", "চাষাড়া"] },
  "Narayanganj/Bandar": { aliases: ["Narayanganj Bandar"] },
};
