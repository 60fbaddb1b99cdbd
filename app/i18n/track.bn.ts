/** Tracking an order without an account, in Bangla: the twin of track.en.ts, key for key. */
import type { trackCopy as en } from "./track.en.ts";
import type { Translation } from "./translation.ts";
import { bnNumber } from "./digits.ts";

export const trackCopy: Translation<typeof en> = {
  title: "অর্ডার ট্র্যাক করুন | ই-শপ",
  description: "মোবাইল নম্বর ও অর্ডার নম্বর দিয়ে দেখুন আপনার অর্ডার কোথায় আছে।",
  heading: "অর্ডার ট্র্যাক করুন",
  intro: "যে মোবাইল নম্বরে অর্ডার করেছেন সেটি আর অর্ডার নম্বর লিখুন (আপনার এসএমএসে আছে)।",
  phone: "মোবাইল নম্বর",
  phoneHint: "যে নম্বরে অর্ডার করা হয়েছে",
  phonePlaceholder: "০১৭১২৩৪৫৬৭৮",
  reference: "অর্ডার নম্বর",
  referenceHint: "৮টি অক্ষর ও সংখ্যা",
  submit: "অর্ডার ট্র্যাক করুন",
  submitting: "খোঁজা হচ্ছে...",
  notFoundTitle: "কোনো অর্ডার পাওয়া যায়নি",
  notFound: "এই মোবাইল নম্বর ও অর্ডার নম্বরে কোনো অর্ডার পাওয়া যায়নি। দুটোই দেখে আবার চেষ্টা করুন।",
  tooMany: (minutes: number) => `এই সংযোগ থেকে অনেকবার খোঁজা হয়েছে। ${bnNumber(minutes)} মিনিট পরে আবার চেষ্টা করুন।`,
  resultHeading: (reference: string) => `অর্ডার #${reference}`,
  status: "অবস্থা",
  placed: "অর্ডারের সময়",
  deliverTo: "ডেলিভারির এলাকা",
  noArea: "দেওয়া হয়নি",
  noTracking: "অর্ডার কুরিয়ারে দেওয়া হলে কুরিয়ারের ট্র্যাকিং এখানে দেখা যাবে।",
  another: "আরেকটি অর্ডার ট্র্যাক করুন",
  validation: {
    reference: "অর্ডার নম্বর লিখুন: এসএমএসে যেমন আছে, ৮টি অক্ষর ও সংখ্যা।",
  },
};
