/**
 * The metropolitan thanas of Bangladesh's other city corporations (Dhaka's are in dhaka-thanas.ts), which the open
 * upazila dataset lacks: our own list, in English and Bangla, written for this shop (issue 45). A city's thanas are
 * areas of its district, beside the district's upazilas; a zone that covers the district covers them too.
 *
 * Each city has its own range of ids, so a thana added later never takes another city's: Chattogram from 1101,
 * Khulna 1201, Rajshahi 1301, Sylhet 1401, Barishal 1501, Rangpur 1601, Mymensingh 1701, Gazipur 1801, Narayanganj
 * 1901, Cumilla 2001 (Dhaka's are 1001-1099, the dataset's upazilas 1-494). Keep each id once it has shipped: saved
 * addresses and delivery zones refer to it.
 *
 * A thana that is already an upazila of the district (Chattogram's Karnaphuli, Sylhet's Dakshin Surma,
 * Narayanganj's Sadar and Bandar, Gazipur's Sadar) is not listed twice: the upazila is the place, and the thana's
 * spellings are its aliases (aliases.ts). Pure data, for scripts/generate-locations.ts.
 */
import type { Thana } from "./dhaka-thanas.ts";

export interface CityThanas {
  /** The district (its name as the dataset spells it). */
  district: string;
  thanas: Thana[];
}

export const cityThanas: CityThanas[] = [
  {
    // Chattogram Metropolitan Police, and Agrabad: the commercial area of Double Mooring thana, which shoppers
    // and couriers name as a place of its own.
    district: "Chattogram",
    thanas: [
      { id: 1101, name: "Akbar Shah", bnName: "আকবরশাহ", aliases: ["Akbarshah", "Akborshah"] },
      { id: 1102, name: "Bakalia", bnName: "বাকলিয়া", aliases: ["Baklia", "Bakoliya"] },
      { id: 1103, name: "Bandar", bnName: "বন্দর", aliases: ["Port", "Chattogram Port", "Chittagong Port"] },
      {
        id: 1104,
        name: "Bayazid Bostami",
        bnName: "বায়েজিদ বোস্তামী",
        aliases: ["Bayezid", "Bayazid", "Oxygen", "অক্সিজেন"],
      },
      { id: 1105, name: "Chandgaon", bnName: "চান্দগাঁও", aliases: ["Chandgoan", "Bahaddarhat", "বহদ্দারহাট"] },
      { id: 1106, name: "Chawkbazar", bnName: "চকবাজার", aliases: ["Chowkbazar", "Chakbazar"] },
      { id: 1107, name: "Double Mooring", bnName: "ডবলমুরিং", aliases: ["Doublemooring", "Dewanhat", "দেওয়ানহাট"] },
      { id: 1108, name: "EPZ", bnName: "ইপিজেড", aliases: ["CEPZ", "Export Processing Zone"] },
      { id: 1109, name: "Halishahar", bnName: "হালিশহর", aliases: ["Halisahar"] },
      { id: 1110, name: "Khulshi", bnName: "খুলশী", aliases: ["Khulshi Hill"] },
      {
        id: 1111,
        name: "Kotwali",
        bnName: "কোতোয়ালী",
        aliases: ["Kotowali", "Kotwali Model", "Anderkilla", "Jamal Khan", "Kazir Dewri", "আন্দরকিল্লা", "জামালখান"],
      },
      { id: 1112, name: "Pahartali", bnName: "পাহাড়তলী", aliases: ["Pahartoli"] },
      { id: 1113, name: "Panchlaish", bnName: "পাঁচলাইশ", aliases: ["Panchlish", "Muradpur", "মুরাদপুর"] },
      { id: 1114, name: "Patenga", bnName: "পতেঙ্গা", aliases: ["Shah Amanat Airport", "Patenga Sea Beach"] },
      { id: 1115, name: "Sadarghat", bnName: "সদরঘাট", aliases: ["Sadarghat Chattogram"] },
      {
        id: 1116,
        name: "Agrabad",
        bnName: "আগ্রাবাদ",
        kind: "neighbourhood",
        aliases: ["Agrabad C/A", "Agrabad Commercial Area", "আগ্রাবাদ বাণিজ্যিক এলাকা"],
      },
    ],
  },
  {
    // Khulna Metropolitan Police.
    district: "Khulna",
    thanas: [
      { id: 1201, name: "Aranghata", bnName: "আড়ংঘাটা" },
      { id: 1202, name: "Daulatpur", bnName: "দৌলতপুর", aliases: ["Doulatpur"] },
      { id: 1203, name: "Harintana", bnName: "হরিণটানা" },
      { id: 1204, name: "Khalishpur", bnName: "খালিশপুর", aliases: ["Khalispur"] },
      { id: 1205, name: "Khan Jahan Ali", bnName: "খানজাহান আলী", aliases: ["Khanjahan Ali"] },
      { id: 1206, name: "Khulna Sadar", bnName: "খুলনা সদর" },
      { id: 1207, name: "Labanchara", bnName: "লবণচরা", aliases: ["Lobonchora"] },
      { id: 1208, name: "Sonadanga", bnName: "সোনাডাঙ্গা", aliases: ["Sonadanga Model"] },
    ],
  },
  {
    // Rajshahi Metropolitan Police: the thanas of the city corporation's area.
    district: "Rajshahi",
    thanas: [
      { id: 1301, name: "Boalia", bnName: "বোয়ালিয়া", aliases: ["Boalia Model", "Shaheb Bazar", "সাহেব বাজার"] },
      { id: 1302, name: "Chandrima", bnName: "চন্দ্রিমা" },
      { id: 1303, name: "Kashiadanga", bnName: "কাশিয়াডাঙ্গা" },
      { id: 1304, name: "Motihar", bnName: "মতিহার", aliases: ["Rajshahi University"] },
      { id: 1305, name: "Rajpara", bnName: "রাজপাড়া" },
      { id: 1306, name: "Shah Makhdum", bnName: "শাহ মখদুম", aliases: ["Shah Mokhdum"] },
    ],
  },
  {
    // Sylhet Metropolitan Police (Dakshin Surma is the dataset's upazila "Dakshinsurma").
    district: "Sylhet",
    thanas: [
      { id: 1401, name: "Airport", bnName: "এয়ারপোর্ট", aliases: ["বিমানবন্দর", "Osmani Airport", "Biman Bandar"] },
      { id: 1402, name: "Jalalabad", bnName: "জালালাবাদ" },
      { id: 1403, name: "Kotwali", bnName: "কোতোয়ালী", aliases: ["Kotowali", "Zindabazar", "জিন্দাবাজার"] },
      { id: 1404, name: "Moglabazar", bnName: "মোগলাবাজার", aliases: ["Mogla Bazar"] },
      { id: 1405, name: "Shah Paran", bnName: "শাহপরাণ", aliases: ["Shahporan", "শাহপরান"] },
    ],
  },
  {
    // Barishal Metropolitan Police.
    district: "Barisal",
    thanas: [
      { id: 1501, name: "Airport", bnName: "বিমানবন্দর", aliases: ["এয়ারপোর্ট", "Biman Bandar"] },
      { id: 1502, name: "Bandar", bnName: "বন্দর", aliases: ["Port"] },
      { id: 1503, name: "Kawnia", bnName: "কাউনিয়া", aliases: ["Kaunia"] },
      { id: 1504, name: "Kotwali", bnName: "কোতোয়ালী", aliases: ["Kotowali"] },
    ],
  },
  {
    // Rangpur Metropolitan Police.
    district: "Rangpur",
    thanas: [
      { id: 1601, name: "Haragach", bnName: "হারাগাছ" },
      { id: 1602, name: "Hazirhat", bnName: "হাজিরহাট" },
      { id: 1603, name: "Kotwali", bnName: "কোতোয়ালী", aliases: ["Kotowali"] },
      { id: 1604, name: "Mahiganj", bnName: "মাহিগঞ্জ" },
      { id: 1605, name: "Parshuram", bnName: "পরশুরাম", aliases: ["Porshuram"] },
      { id: 1606, name: "Tajhat", bnName: "তাজহাট" },
    ],
  },
  {
    // Mymensingh city: Kotwali Model thana.
    district: "Mymensingh",
    thanas: [{ id: 1701, name: "Kotwali", bnName: "কোতোয়ালী", aliases: ["Kotowali", "Kotwali Model"] }],
  },
  {
    // Gazipur Metropolitan Police (its Sadar thana is the dataset's upazila "Gazipur Sadar").
    district: "Gazipur",
    thanas: [
      { id: 1801, name: "Basan", bnName: "বাসন" },
      { id: 1802, name: "Gacha", bnName: "গাছা", aliases: ["Gachha"] },
      { id: 1803, name: "Kashimpur", bnName: "কাশিমপুর" },
      { id: 1804, name: "Konabari", bnName: "কোনাবাড়ী" },
      { id: 1805, name: "Pubail", bnName: "পূবাইল" },
      { id: 1806, name: "Tongi East", bnName: "টঙ্গী পূর্ব", aliases: ["Tongi Purba", "Tongi"] },
      { id: 1807, name: "Tongi West", bnName: "টঙ্গী পশ্চিম", aliases: ["Tongi Paschim", "Tongi"] },
    ],
  },
  {
    // Narayanganj city corporation's thanas besides the dataset's upazilas Narayanganj Sadar and Bandar.
    district: "Narayanganj",
    thanas: [
      { id: 1901, name: "Fatullah", bnName: "ফতুল্লা", aliases: ["Fatulla"] },
      { id: 1902, name: "Siddhirganj", bnName: "সিদ্ধিরগঞ্জ", aliases: ["Shiddhirganj", "Siddirganj"] },
    ],
  },
  {
    // Cumilla city: Kotwali Model thana (Sadar Dakshin is the dataset's upazila "Sadarsouth").
    district: "Comilla",
    thanas: [{ id: 2001, name: "Kotwali", bnName: "কোতোয়ালী", aliases: ["Kotowali", "Kandirpar", "কান্দিরপাড়"] }],
  },
];
