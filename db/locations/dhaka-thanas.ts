/**
 * The metropolitan thanas of Dhaka city (Dhaka Metropolitan Police), which the open upazila dataset lacks and
 * which most Dhaka shoppers choose: our own list, in English and Bangla, written for this shop. Ids start at 1001
 * so they never meet the dataset's upazila ids (1-494); keep each thana's id once it has shipped (orders and saved
 * addresses refer to it). Pure data, for scripts/generate-locations.ts; the other cities' thanas are in city-thanas.ts.
 */
export interface Thana {
  id: number;
  name: string;
  bnName: string;
  /** What a thana is not: a well-known neighbourhood inside one, listed as a place of its own (Agrabad). */
  kind?: "neighbourhood";
  /** Other spellings and well-known neighbourhoods in it, that find it when typed (issue 45). */
  aliases?: string[];
}

export const dhakaThanas: Thana[] = [
  { id: 1001, name: "Adabor", bnName: "আদাবর" },
  { id: 1002, name: "Badda", bnName: "বাড্ডা" },
  { id: 1003, name: "Banani", bnName: "বনানী" },
  { id: 1004, name: "Bangshal", bnName: "বংশাল" },
  { id: 1005, name: "Bhashantek", bnName: "ভাষানটেক" },
  { id: 1006, name: "Bhatara", bnName: "ভাটারা", aliases: ["Vatara", "Bashundhara", "বসুন্ধরা"] },
  { id: 1007, name: "Biman Bandar", bnName: "বিমানবন্দর", aliases: ["Airport", "এয়ারপোর্ট"] },
  { id: 1008, name: "Cantonment", bnName: "ক্যান্টনমেন্ট" },
  { id: 1009, name: "Chawkbazar", bnName: "চকবাজার", aliases: ["Chowkbazar"] },
  { id: 1010, name: "Dakshinkhan", bnName: "দক্ষিণখান" },
  { id: 1011, name: "Darus Salam", bnName: "দারুস সালাম" },
  { id: 1012, name: "Demra", bnName: "ডেমরা" },
  { id: 1013, name: "Dhanmondi", bnName: "ধানমন্ডি", aliases: ["Dhanmandi", "ধানমণ্ডি"] },
  { id: 1014, name: "Gendaria", bnName: "গেন্ডারিয়া" },
  { id: 1015, name: "Gulshan", bnName: "গুলশান", aliases: ["Baridhara", "বারিধারা"] },
  { id: 1016, name: "Hatirjheel", bnName: "হাতিরঝিল" },
  { id: 1017, name: "Hazaribagh", bnName: "হাজারীবাগ" },
  { id: 1018, name: "Jatrabari", bnName: "যাত্রাবাড়ী" },
  { id: 1019, name: "Kadamtali", bnName: "কদমতলী" },
  { id: 1020, name: "Kafrul", bnName: "কাফরুল" },
  { id: 1021, name: "Kalabagan", bnName: "কলাবাগান" },
  { id: 1022, name: "Kamrangirchar", bnName: "কামরাঙ্গীরচর" },
  { id: 1023, name: "Khilgaon", bnName: "খিলগাঁও" },
  { id: 1024, name: "Khilkhet", bnName: "খিলক্ষেত" },
  { id: 1025, name: "Kotwali", bnName: "কোতোয়ালী", aliases: ["Kotowali"] },
  { id: 1026, name: "Lalbagh", bnName: "লালবাগ" },
  { id: 1027, name: "Mirpur", bnName: "মিরপুর" },
  { id: 1028, name: "Mohammadpur", bnName: "মোহাম্মদপুর", aliases: ["Mohammedpur", "Muhammadpur"] },
  { id: 1029, name: "Motijheel", bnName: "মতিঝিল", aliases: ["Motijhil"] },
  { id: 1030, name: "Mugda", bnName: "মুগদা" },
  { id: 1031, name: "New Market", bnName: "নিউমার্কেট" },
  { id: 1032, name: "Pallabi", bnName: "পল্লবী" },
  { id: 1033, name: "Paltan", bnName: "পল্টন", aliases: ["Purana Paltan", "Polton"] },
  { id: 1034, name: "Ramna", bnName: "রমনা" },
  { id: 1035, name: "Rampura", bnName: "রামপুরা" },
  { id: 1036, name: "Rupnagar", bnName: "রূপনগর" },
  { id: 1037, name: "Sabujbagh", bnName: "সবুজবাগ" },
  { id: 1038, name: "Shah Ali", bnName: "শাহ আলী" },
  { id: 1039, name: "Shahbagh", bnName: "শাহবাগ" },
  { id: 1040, name: "Shahjahanpur", bnName: "শাহজাহানপুর" },
  { id: 1041, name: "Sher-e-Bangla Nagar", bnName: "শেরেবাংলা নগর", aliases: ["Agargaon", "আগারগাঁও"] },
  { id: 1042, name: "Shyampur", bnName: "শ্যামপুর" },
  { id: 1043, name: "Sutrapur", bnName: "সূত্রাপুর" },
  { id: 1044, name: "Tejgaon", bnName: "তেজগাঁও", aliases: ["Farmgate", "ফার্মগেট"] },
  { id: 1045, name: "Tejgaon Industrial Area", bnName: "তেজগাঁও শিল্পাঞ্চল", aliases: ["Tejgaon I/A"] },
  { id: 1046, name: "Turag", bnName: "তুরাগ" },
  { id: 1047, name: "Uttara", bnName: "উত্তরা" },
  { id: 1048, name: "Uttarkhan", bnName: "উত্তরখান" },
  { id: 1049, name: "Wari", bnName: "ওয়ারী" },
];
