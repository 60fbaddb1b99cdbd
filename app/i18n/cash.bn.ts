/** The cash the couriers owe the shop, in Bangla: the twin of cash.en.ts, key for key. */
import type { cashCopy as en } from "./cash.en.ts";
import { bnNumber } from "./digits.ts";
import type { Translation } from "./translation.ts";

export const cashCopy: Translation<typeof en> = {
  meta: {
    title: "কুরিয়ারের টাকা | e-Shop",
    description: "প্রতিটি কুরিয়ার কত টাকা তুলেছে, কত পরিশোধ করেছে, আর কোন পেমেন্টে গরমিল।",
  },
  heading: "কুরিয়ারের টাকা",
  intro: "প্রতিটি কুরিয়ার ডেলিভারিতে কত টাকা তুলেছে, কত পরিশোধ করেছে, আর কোন পেমেন্ট তোলা টাকার সাথে মেলে না।",
  couriers: { steadfast: "স্টেডফাস্ট", pathao: "পাঠাও", redx: "রেডএক্স" },
  filter: { label: "কুরিয়ার", all: "সব কুরিয়ার" },
  outstanding: {
    heading: "তোলা হয়েছে, এখনো পরিশোধ হয়নি",
    orders: (count: number) => `${bnNumber(count)}টি অর্ডার`,
    oldest: (days: number) =>
      days === 0 ? "সবচেয়ে পুরোনোটি আজ ডেলিভারি হয়েছে" : `সবচেয়ে পুরোনোটি ${bnNumber(days)} দিন আগে ডেলিভারি হয়েছে`,
    none: "কিছু বাকি নেই: ডেলিভারি হওয়া প্রতিটি পার্সেলের টাকা পরিশোধ হয়েছে।",
  },
  paidOut: "পরিশোধ হয়েছে",
  payouts: {
    heading: "পেমেন্ট",
    caption: "পাওয়া পেমেন্ট, নতুনগুলো আগে",
    date: "তারিখ",
    id: "পেমেন্ট",
    courier: "কুরিয়ার",
    orders: "অর্ডার",
    taka: "টাকা",
    none: "এখনো কোনো পেমেন্ট রেকর্ড হয়নি।",
  },
  mismatches: {
    heading: "যে পেমেন্টে গরমিল",
    caption: "যেসব অর্ডারের পেমেন্ট তোলা টাকা থেকে চার্জ বাদে মেলে না",
    order: "অর্ডার",
    courier: "কুরিয়ার",
    expected: "পাওয়ার কথা",
    collected: "তোলা হয়েছে",
    charge: "চার্জ",
    paid: "পরিশোধ",
    difference: "পার্থক্য",
    notSaid: "জানানো হয়নি",
    none: "প্রতিটি পেমেন্ট তোলা টাকা থেকে চার্জ বাদে মিলে যায়।",
  },
  empty: "এখনো কোনো ক্যাশ অন ডেলিভারি পার্সেল কুরিয়ারে যায়নি।",
  sync: {
    button: "পেমেন্ট দেখুন",
    checking: "দেখা হচ্ছে...",
    help: "স্টেডফাস্টের পেমেন্ট প্রতি ঘণ্টায় দেখা হয়; নতুনটি এখনই দেখতে চাইলে এখন দেখুন।",
    result: (courier: string, payouts: number, orders: number) =>
      payouts === 0
        ? `${courier}: নতুন কোনো পেমেন্ট নেই।`
        : `${courier}: ${bnNumber(orders)}টি অর্ডারের জন্য ${bnNumber(payouts)}টি নতুন পেমেন্ট।`,
    unmatched: (count: number) => `${bnNumber(count)}টি পেমেন্ট এমন পার্সেলের, যা দোকানের জানা নেই: পরে আবার দেখা হবে।`,
    failed: (courier: string, error: string) => `${courier} সাড়া দেয়নি (${error})। কিছুই রেকর্ড হয়নি: আবার চেষ্টা করুন।`,
    notSetUp:
      "স্টেডফাস্ট সংযুক্ত নেই। স্টেডফাস্ট পোর্টালের এপিআই কি ও সিক্রেট কি র‍্যাংলার দিয়ে শপের সিক্রেট হিসেবে সেট করুন, তারপর আবার ডিপ্লয় করুন।",
  },
  sheet: {
    heading: "সেটেলমেন্ট শিট আপলোড করুন",
    help: (header: string) =>
      `রেডএক্স বা যেকোনো কুরিয়ারের হিসাবের জন্য: একটি সিএসভি, যার প্রথম লাইন ${header}, প্রতি পার্সেলে এক সারি, টাকার অঙ্কে। ইনভয়েস হলো অর্ডারের নম্বর; ট্র্যাকিং তার কনসাইনমেন্ট আইডি বা ট্র্যাকিং নম্বর।`,
    file: "সেটেলমেন্ট শিট (সিএসভি)",
    upload: "আপলোড করুন",
    uploading: "আপলোড হচ্ছে...",
    chooseFile: "আপলোডের জন্য সিএসভি ফাইলটি বেছে নিন।",
    result: (payouts: number, orders: number) =>
      payouts === 0 && orders === 0
        ? "নতুন কিছু নেই: শিটের প্রতিটি পার্সেল আগেই পরিশোধিত বা অজানা।"
        : `${bnNumber(orders)}টি অর্ডারের জন্য ${bnNumber(payouts)}টি পেমেন্ট রেকর্ড হয়েছে।`,
    unknownHeading: "যে পার্সেল পাওয়া যায়নি",
    unknown: (courier: string, payout: string, parcel: string) => `${courier} পেমেন্ট ${payout}: ${parcel}`,
    rowsHeading: "যে সারিগুলো ঠিক করতে হবে (কিছুই রেকর্ড হয়নি)",
    row: (line: number, error: string) => `লাইন ${bnNumber(line)}: ${error}`,
    notCsv: "ফাইলটি সিএসভি নয় (একটি উদ্ধৃতিচিহ্ন বন্ধ হয়নি)।",
    header: (header: string) => `প্রথম লাইন হুবহু এমন হতে হবে: ${header}। কিছুই রেকর্ড হয়নি।`,
    empty: "শিটের প্রথম লাইনের নিচে কোনো সারি নেই।",
    tooManyRows: (max: number) => `একটি শিটে সর্বোচ্চ ${bnNumber(max)}টি সারি থাকতে পারে। ভাগ করে প্রতিটি অংশ আপলোড করুন।`,
    tooLarge: (megabytes: number) => `একটি শিট সর্বোচ্চ ${bnNumber(megabytes)} এমবি হতে পারে।`,
    wrongType: (type: string) => `শিটটি ${type} হিসেবে পাঠান।`,
    cell: (column: string, problem: string) => `${column}: ${problem}`,
    problems: {
      columns: "প্রথম লাইনের মতো সারিতে ৮টি ঘর থাকতে হবে।",
      courier: "স্টেডফাস্ট, পাঠাও বা রেডএক্স হতে হবে (ইংরেজি বানানে)।",
      payout: "পেমেন্ট আইডি দিতে হবে, সর্বোচ্চ ৬৪ অক্ষরে।",
      date: "২০২৬-১১-২৬-এর মতো একটি দিন হতে হবে।",
      parcel: "অর্ডারের ইনভয়েস বা পার্সেলের ট্র্যাকিং নম্বর দিতে হবে।",
      collected: "পূর্ণ টাকায় হতে হবে, অথবা খালি।",
      charge: "পূর্ণ টাকায় হতে হবে।",
      paid: "টাকায় হতে হবে।",
      repeated: "এই পার্সেলটি আগের একটি লাইনে আছে।",
      "date-differs": "আগের একটি লাইনে এই পেমেন্টের অন্য তারিখ আছে।",
    },
  },
  export: "সিএসভি এক্সপোর্ট",
  exportColumns: [
    "অর্ডার",
    "রেফারেন্স",
    "কুরিয়ার",
    "কনসাইনমেন্ট",
    "পাওয়ার কথা",
    "তোলা হয়েছে",
    "চার্জ",
    "পরিশোধ",
    "পেমেন্ট",
    "পেমেন্টের তারিখ",
    "পার্থক্য",
  ],
  badCourier: (choices: string) => `কুরিয়ার হতে হবে এগুলোর একটি: ${choices}।`,
  badFormat: (choices: string) => `ফরম্যাট হতে হবে এগুলোর একটি: ${choices}।`,
};
