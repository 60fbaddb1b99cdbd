/** The payment link of a desk order, in Bangla: the twin of pay-link.en.ts, key for key. */
import type { payLinkCopy as en } from "./pay-link.en.ts";
import type { Translation } from "./translation.ts";

export const payLinkCopy: Translation<typeof en> = {
  title: "অর্ডারের পেমেন্ট | ই-শপ",
  description: "সেন্ড মানি ও ট্রানজেকশন আইডি দিয়ে বিকাশ, নগদ বা রকেটে অর্ডারের পেমেন্ট করুন।",
  heading: (reference: string) => `অর্ডার #${reference}-এর পেমেন্ট`,
  intro: "নিচের টাকা সেন্ড মানি করুন, তারপর যে নম্বর থেকে পাঠিয়েছেন সেটি আর রসিদের ট্রানজেকশন আইডি লিখুন।",
  items: "আপনার অর্ডার",
  total: "মোট",
  amountDue: "পরিশোধের পরিমাণ",
  payBy: (time: string) => `${time}-এর মধ্যে পেমেন্ট করুন; এরপর অর্ডারটি বাতিল হয়ে যাবে।`,
  chooseWallet: "যেভাবে পেমেন্ট করবেন",
  submit: "পেমেন্ট জমা দিন",
  submitting: "পাঠানো হচ্ছে...",
  paidHeading: "পেমেন্ট হয়েছে, ধন্যবাদ",
  paidConfirmed: (reference: string) => `অর্ডার #${reference}-এর পেমেন্ট আমরা পেয়েছি।`,
  paidWaiting: (reference: string) =>
    `অর্ডার #${reference}-এর ট্রানজেকশন আইডি আমরা পেয়েছি। টাকা পৌঁছালেই অর্ডারটি কনফার্ম করব।`,
  status: "অর্ডারের অবস্থা",
  track: "অর্ডার ট্র্যাক করুন",
  expiredHeading: "এই পেমেন্ট লিংকের মেয়াদ শেষ",
  expired: "এই অর্ডারের পেমেন্টের সময় শেষ হয়ে গেছে। এখনও চাইলে শপের সাথে যোগাযোগ করুন।",
  notFoundHeading: "এই পেমেন্ট লিংকটি সঠিক নয়",
  notFound: "শপের এসএমএস থেকে পুরো লিংকটি খুলুন, অথবা শপকে আবার পাঠাতে বলুন।",
};
