/** Signing in with a mobile number, in Bangla: the twin of phone.en.ts, key for key. */
import type { phoneCopy as en } from "./phone.en.ts";
import type { Translation } from "./translation.ts";
import { bnNumber, bnPhone } from "./digits.ts";

/** "১২ মিনিট": a wait rounded up to whole minutes. */
function minutesText(seconds: number): string {
  return `${bnNumber(Math.max(1, Math.ceil(seconds / 60)))} মিনিট`;
}

export const phoneCopy: Translation<typeof en> = {
  dialog: {
    choose: "মোবাইল নম্বর",
    title: "মোবাইল নম্বর দিয়ে সাইন ইন",
    description: "আমরা আপনাকে ৬ অঙ্কের একটি কোড এসএমএস করব। পাসওয়ার্ড লাগবে না।",
    useEmail: "ইমেইল ও পাসওয়ার্ড দিয়ে সাইন ইন",
  },
  phone: "মোবাইল নম্বর",
  phoneHint: "যেমন ০১৭১২৩৪৫৬৭৮",
  sendCode: "কোড পাঠান",
  sendingCode: "পাঠানো হচ্ছে...",
  code: "৬ অঙ্কের কোড",
  codeHint: "আমাদের পাঠানো এসএমএস থেকে",
  name: "আপনার নাম (ঐচ্ছিক)",
  nameHint: "নতুন অ্যাকাউন্টের জন্য; না দিলে আপনার শেষ অর্ডারের নাম নেওয়া হবে।",
  signIn: "সাইন ইন",
  signingIn: "সাইন ইন হচ্ছে...",
  sendAgain: "নতুন কোড পাঠান",
  changeNumber: "নম্বর বদলান",
  sent: (phone: string) => `${bnPhone(phone)} নম্বরে একটি কোড পাঠানো হয়েছে। কোডটি ৫ মিনিট কাজ করবে।`,
  validation: {
    code: "এসএমএস-এর ৬ অঙ্কের কোডটি লিখুন",
    purpose: "সাইন ইন অথবা নম্বর যোগ বেছে নিন",
    name: "নাম ৮০ অক্ষরের মধ্যে লিখুন, অথবা খালি রাখুন",
  },
  errors: {
    wrongCode: (triesLeft: number) =>
      triesLeft === 0
        ? "কোডটি সঠিক নয়, আর এটি এখন আর কাজ করবে না। নতুন কোড চান।"
        : `কোডটি সঠিক নয়। আর ${bnNumber(triesLeft)} বার চেষ্টা করতে পারবেন।`,
    tooManyTries: "অনেকবার ভুল কোড দেওয়া হয়েছে: এই কোডটি আর কাজ করবে না। নতুন কোড চান।",
    expired: "কোডটির মেয়াদ শেষ: কোড ৫ মিনিট কাজ করে। নতুন কোড চান।",
    noCode: "এই নম্বরের জন্য কোনো কোড অপেক্ষায় নেই। আগে একটি কোড চান।",
    tooManyCodes: (seconds: number) =>
      `এই নম্বরে এইমাত্র একটি কোড পাঠানো হয়েছে। আরেকটি চাওয়ার আগে ${minutesText(seconds)} অপেক্ষা করুন।`,
    phoneTaken: "এই মোবাইল নম্বরটি অন্য একটি অ্যাকাউন্টের। সেই অ্যাকাউন্টে সাইন ইন করুন, অথবা অন্য নম্বর দিন।",
    signInToAdd: "অ্যাকাউন্টে মোবাইল নম্বর যোগ করতে আগে সাইন ইন করুন।",
    tooManyFromNetwork: (seconds: number) =>
      `আপনার নেটওয়ার্ক থেকে অনেকগুলো কোড চাওয়া হয়েছে। ${minutesText(seconds)} পর আবার চেষ্টা করুন।`,
  },
  account: {
    heading: "মোবাইল নম্বর",
    none: "মোবাইল নম্বর যোগ করুন: কোড দিয়ে সাইন ইন করতে পারবেন, আর ফোন বা ফেসবুকে দেওয়া অর্ডারগুলোও দেখতে পাবেন।",
    current: (phone: string) =>
      `আপনার মোবাইল নম্বর ${bnPhone(phone)}। এই নম্বর অথবা আপনার ইমেইল দিয়ে সাইন ইন করতে পারবেন।`,
    unverified: (phone: string) =>
      `${bnPhone(phone)} নম্বরের অর্ডারগুলো আপনার অ্যাকাউন্টে আছে। এই নম্বর দিয়ে সাইন ইন করতে নম্বরটি নিশ্চিত করুন।`,
    change: "নম্বর বদলান",
    added: (phone: string) => `${bnPhone(phone)} নিশ্চিত হয়েছে: এখন এই নম্বর দিয়ে সাইন ইন করতে পারবেন।`,
    confirm: "নিশ্চিত করুন",
    confirming: "নিশ্চিত করা হচ্ছে...",
  },
};
