/** Texts only the server writes, in Bangla: the twin of server.en.ts, key for key. */
import type { serverCopy as en } from "./server.en.ts";
import type { Translation } from "./translation.ts";
import { walletWords } from "./bn-wallets.ts";
import { bnNumber } from "./digits.ts";

/** What `payment.thisAddress` says when an order's address has no delivery zone. */
const thisAddress = "এই ঠিকানা";

/** "in" a delivery zone: "এই ঠিকানায়", or "Outside Dhaka এলাকায়" for a zone's name. */
function inZone(zone: string): string {
  return zone === thisAddress ? "এই ঠিকানায়" : `${zone} এলাকায়`;
}

export const serverCopy: Translation<typeof en> = {
  notes: {
    paid: (wallet: string, amount: string, sender: string, trxId: string) =>
      `${sender} থেকে ${walletWords(wallet).by} ${amount} পেমেন্ট এসেছে (ট্রানজেকশন আইডি ${trxId})।`,
    advancePaid: (wallet: string, amount: string, sender: string, trxId: string) =>
      `ক্যাশ অন ডেলিভারি: ${sender} থেকে ${walletWords(wallet).by} ${amount} অগ্রিম এসেছে (ট্রানজেকশন আইডি ${trxId}); বাকি টাকা ডেলিভারির সময় আদায় হবে।`,
    expired: (within: string) => `${within} সময়ের মধ্যে পেমেন্ট হয়নি: অর্ডার বাতিল, স্টক ফেরত নেওয়া হয়েছে।`,
    unconfirmed: (within: string) =>
      `${within} সময়ের মধ্যে ক্রেতার সাথে ক্যাশ অন ডেলিভারি নিশ্চিত হয়নি: অর্ডার বাতিল, স্টক ফেরত নেওয়া হয়েছে।`,
    attached: (admin: string) => `${admin} পেমেন্টটি এই অর্ডারে যুক্ত করেছেন।`,
    reinstated: (wallet: string, amount: string, sender: string, trxId: string) =>
      `পেমেন্ট না হওয়ায় অর্ডারটি বাতিল হওয়ার পর ${sender} থেকে ${walletWords(wallet).by} ${amount} পেমেন্ট এসেছে (ট্রানজেকশন আইডি ${trxId}); স্টক তখনো ছিল, তাই অর্ডারটি আবার চালু ও কনফার্ম করা হয়েছে।`,
  },
  payment: {
    advanceRequired: (amount: string) =>
      `এখানে ক্যাশ অন ডেলিভারিতে আগে ডেলিভারি চার্জ (${amount}) দিতে হয়: বিকাশ, নগদ বা রকেটে পাঠিয়ে তার ট্রানজেকশন আইডি লিখুন।`,
    trxIdUsedIn: (wallet: string) =>
      `এই ট্রানজেকশন আইডি দিয়ে আগেই একটি অর্ডার করা হয়েছে। আপনার ${walletWords(wallet).of} রসিদটি আবার দেখুন।`,
    walletNotOffered: (wallet: string) => `শপ ${walletWords(wallet).by} পেমেন্ট নেয় না। অন্য কোনোভাবে পেমেন্ট করুন।`,
    thisAddress,
    codNotHere: (zone: string) => `${inZone(zone)} ক্যাশ অন ডেলিভারি নেই। বিকাশ, নগদ বা রকেটে পেমেন্ট করুন।`,
    codOverLimit: (limit: string) =>
      `ক্যাশ অন ডেলিভারি শুধু ${limit} পর্যন্ত অর্ডারে। বিকাশ, নগদ বা রকেটে পেমেন্ট করুন, অথবা অর্ডার কমান।`,
    codPayFirst: (zone: string) =>
      `${inZone(zone)} অর্ডারের পুরো টাকা ডেলিভারির আগেই দিতে হয়। বিকাশ, নগদ বা রকেটে পেমেন্ট করুন।`,
    codFlashSale:
      "ফ্ল্যাশ সেলের পণ্যে ক্যাশ অন ডেলিভারিতে আগে ডেলিভারি চার্জ পাঠাতে হয়, আর এই অর্ডারের ডেলিভারি ফ্রি: বিকাশ, নগদ বা রকেটে পেমেন্ট করুন।",
  },
  limits: {
    pendingOrders: (limit: number) =>
      `পেমেন্টের অপেক্ষায় আপনার আগেই ${bnNumber(limit)}টি অর্ডার আছে, এক অ্যাকাউন্টে এর বেশি রাখা যায় না। সেগুলোর পেমেন্ট করুন, অথবা যেগুলো আর চান না সেগুলো “আমার অর্ডার” থেকে বাতিল করুন, তারপর আবার অর্ডার করুন।`,
    unitsPerProduct: (name: string, limit: number) =>
      `পেমেন্ট বা নিশ্চিতকরণের অপেক্ষায় থাকা অর্ডারে এক অ্যাকাউন্ট ${name} সর্বোচ্চ ${bnNumber(limit)}টি রাখতে পারে। সেই অর্ডারগুলোর পেমেন্ট করুন, অথবা যেগুলো আর চান না সেগুলো “আমার অর্ডার” থেকে বাতিল করুন, তারপর আবার অর্ডার করুন।`,
    flashUnits: (name: string, limit: number) =>
      `ফ্ল্যাশ সেলে একজন ক্রেতা ${name} সর্বোচ্চ ${bnNumber(limit)}টি নিতে পারেন, আর আপনার অর্ডারগুলোতে এর মধ্যেই ততগুলো আছে। নিয়মিত দামে এখনো কিনতে পারবেন।`,
  },
  risk: {
    blocked: "এই অর্ডারটি অনলাইনে নেওয়া যাচ্ছে না। দোকানে ফোন করুন, আমরা অর্ডার করতে সাহায্য করব।",
    cooldown: (limit: number) =>
      `এই নম্বর থেকে গত এক ঘণ্টায় ${bnNumber(limit)}টি অর্ডার হয়েছে। একটু পরে আবার অর্ডার করুন, অথবা দোকানে ফোন করুন।`,
    advance: (amount: string) =>
      `এই নম্বরে ক্যাশ অন ডেলিভারিতে আগে (${amount}) দিতে হয়: বিকাশ, নগদ বা রকেটে পাঠিয়ে তার ট্রানজেকশন আইডি লিখুন; বাকিটা ডেলিভারির সময় দেবেন।`,
    advanceFull: (amount: string) =>
      `এই নম্বরের জন্য দোকান পুরো টাকা (${amount}) আগে চায়: বিকাশ, নগদ বা রকেটে পাঠিয়ে তার ট্রানজেকশন আইডি লিখুন।`,
    noCod: "এই নম্বরে ক্যাশ অন ডেলিভারি নেই। বিকাশ, নগদ বা রকেটে পেমেন্ট করুন।",
  },
  api: {
    crossSite: "অন্য সাইট থেকে আসা রিকোয়েস্ট গ্রহণ করা হয় না।",
    badPath: "এই ঠিকানায় এমন অক্ষর আছে যা অনুমোদিত নয়।",
    bodyUnreadable: "রিকোয়েস্টের বডি অসম্পূর্ণ ছিল বা পড়া যায়নি। আবার চেষ্টা করুন।",
    bodyTooLarge: "রিকোয়েস্টটি অনেক বড়।",
    invalidCallbackUrl: "সাইন ইনের পর ফিরে যাওয়ার ঠিকানাটি সঠিক নয়।",
    methodNotAllowed: "এখানে এই মেথড অনুমোদিত নয়।",
    unverifiedAccount:
      "এই অ্যাকাউন্টের ইমেইল ঠিকানা এখনো নিশ্চিত করা হয়নি। শপের পাঠানো লিংকে মালিক গেলে তবেই এটি অ্যাডমিন হতে পারবে।",
    noAccount: "এই ইমেইলে কোনো অ্যাকাউন্ট নেই। আগে তাঁকে রেজিস্টার করতে বলুন।",
    notAnAdmin: "এই অ্যাকাউন্টটি অ্যাডমিন নয়।",
    cannotRevokeSelf: "নিজের অ্যাডমিন অধিকার নিজে বাতিল করা যায় না। অন্য একজন অ্যাডমিনকে করতে বলুন।",
    configuredAdmin: "এই অ্যাডমিন শপের কনফিগারেশনে (অ্যাডমিন ইমেইলের তালিকায়) সেট করা, তাই শুধু সেখান থেকেই সরানো যাবে।",
    lastAdmin: "ইনি শপের শেষ অ্যাডমিন: তাঁর অধিকার বাতিল করা যাবে না।",
    notFound: "পাওয়া যায়নি।",
  },
};
