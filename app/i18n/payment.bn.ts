/** How the shopper pays, in Bangla: the twin of payment.en.ts, key for key. */
import type { paymentCopy as en } from "./payment.en.ts";
import type { Translation } from "./translation.ts";
import { walletWords } from "./bn-wallets.ts";

export const paymentCopy: Translation<typeof en> = {
  chooseHeading: "কীভাবে পেমেন্ট করবেন?",
  methodName: { bKash: "বিকাশ", Nagad: "নগদ", Rocket: "রকেট", COD: "ক্যাশ অন ডেলিভারি" },
  walletDetail: (amount: string) => `সেন্ড মানি করে এখনই ${amount} পাঠান`,
  codDetail: (cash: string) => `পার্সেল হাতে পেলে ${cash} ক্যাশে দিন`,
  codAdvanceDetail: (now: string, later: string) => `এখন ডেলিভারি চার্জ ${now}, বাকি ${later} ক্যাশে`,
  codNotHere: "এই ঠিকানায় প্রযোজ্য নয়",
  codOverLimit: (limit: string) => `শুধু ${limit} পর্যন্ত অর্ডারে`,
  codPayFirst: "এই এলাকায় ডেলিভারির আগে পুরো টাকা দিতে হয়",
  codFlashSale: "ফ্রি ডেলিভারির ফ্ল্যাশ সেলের পণ্যে ওয়ালেটে পেমেন্ট করতে হয়",
  payNow: "এখন পেমেন্ট",
  onDelivery: "ডেলিভারির সময়",
  sendTo: (wallet: string) => `এই ${walletWords(wallet).name} নম্বরে`,
  merchantNumberName: (wallet: string) => `শপের ${walletWords(wallet).name} নম্বর`,
  open: {
    bKash: "আপনার বিকাশ অ্যাপ খুলুন, অথবা *২৪৭# ডায়াল করুন।",
    Nagad: "আপনার নগদ অ্যাপ খুলুন, অথবা *১৬৭# ডায়াল করুন।",
    Rocket: "আপনার রকেট অ্যাপ খুলুন, অথবা *৩২২# ডায়াল করুন।",
  },
  receipt: (wallet: string) => `তারপর নিচে আপনার ${walletWords(wallet).name} নম্বর আর রসিদের ট্রানজেকশন আইডি লিখুন।`,
  walletNumber: (wallet: string) => `${walletWords(wallet).name} নম্বর`,
  trxIdHint: {
    bKash: "বিকাশের রসিদ বা এসএমএসে পাবেন: ইংরেজি অক্ষর ও সংখ্যা মিলিয়ে ১০টি",
    Nagad: "নগদের রসিদ বা এসএমএসে পাবেন: ইংরেজি অক্ষর ও সংখ্যা মিলিয়ে ৮টি",
    Rocket: "রকেটের রসিদে পাবেন: ১০ অঙ্কের, যেমন ৬৬০৬৭৮১২৮৪",
  },
  codHeading: "ক্যাশ অন ডেলিভারি",
  codHelp: (cash: string) =>
    `পার্সেল হাতে পেলে কুরিয়ারকে ${cash} ক্যাশে দিন। পাঠানোর আগে অর্ডার কনফার্ম করতে শপ আপনার মোবাইল নম্বরে ফোন করবে।`,
  advanceHeading: "আগে ডেলিভারি চার্জ",
  advanceHelp: (now: string, later: string) =>
    `এই ঠিকানার জন্য শপ আগে ডেলিভারি চার্জ নেয়: এখন বিকাশ, নগদ বা রকেটে ${now} পাঠান, বাকি ${later} ক্যাশ অন ডেলিভারিতে দিন।`,
  advanceWallet: "ডেলিভারি চার্জ যেখান থেকে পাঠাবেন",
  flashAdvanceHelp: (now: string, later: string) =>
    `ফ্ল্যাশ সেলের পণ্য শুধু ডেলিভারি চার্জ পেলেই রাখা হয়: এখন বিকাশ, নগদ বা রকেটে ${now} পাঠান, বাকি ${later} ক্যাশ অন ডেলিভারিতে দিন।`,
  riskyCod: {
    "advance-delivery":
      "এই নম্বরে ক্যাশ অন ডেলিভারির জন্য দোকান আগে ডেলিভারি চার্জ চায়। এটি আপনার মোট দামের অংশ, বাড়তি কোনো চার্জ নয়।",
    "advance-full": "এই নম্বরের জন্য দোকান পুরো টাকা আগে বিকাশ, নগদ বা রকেটে চায়। ডেলিভারির সময় আর কিছু দিতে হবে না।",
    refuse: "এই নম্বরে ক্যাশ অন ডেলিভারি নেই। বিকাশ, নগদ বা রকেটে পেমেন্ট করুন।",
  },
  codNotForNumber: "এই নম্বরে নেই",
};
