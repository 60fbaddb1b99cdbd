/** What the shop's SMS and emails say, in Bangla: the twin of notifications.en.ts, key for key (see that file). */
import type { notificationsCopy as en } from "./notifications.en.ts";
import type { Translation } from "./translation.ts";

export const notificationsCopy: Translation<typeof en> = {
  locale: "bn-BD",
  smsTaka: (amount) => amount,
  sms: {
    placedWallet: (v) => `${v.shop}: অর্ডার ${v.ref}: ${v.wallet} ${v.number}-এ ${v.amount} এলেই নিশ্চিত করব। ${v.url}`,
    payLink: (v) => `${v.shop}: অর্ডার ${v.ref}-এর ${v.amount} বিকাশ, নগদ বা রকেটে এখানে পরিশোধ করুন: ${v.url}`,
    placedCod: (v) => `${v.shop}: অর্ডার ${v.ref} পেয়েছি, ডেলিভারিতে ${v.cash}। ফোনে নিশ্চিত করব। ${v.url}`,
    placedAdvance: (v) =>
      `${v.shop}: অর্ডার ${v.ref}: আগে ${v.wallet} ${v.number}-এ ${v.advance}, ডেলিভারিতে ${v.cash}। ${v.url}`,
    confirmed: (v) => `${v.shop}: আপনার অর্ডার ${v.ref} নিশ্চিত হয়েছে। শিগগিরই পাঠাব। ${v.url}`,
    rejected: (v) => `${v.shop}: অর্ডার ${v.ref} নেওয়া গেল না: ${v.reason}। ${v.url}`,
    shipped: (v) =>
      `${v.shop}: অর্ডার ${v.ref} ${v.courier ? `${v.courier}-এ ` : ""}রওনা${v.tracking ? `, ট্র্যাকিং ${v.tracking}` : ""}।${v.cash ? ` ${v.cash} রাখুন।` : ""} ${v.url}`,
    delivered: (v) => `${v.shop}: অর্ডার ${v.ref} পৌঁছে গেছে। ধন্যবাদ! ${v.url}`,
    cancelled: (v) =>
      `${v.shop}: অর্ডার ${v.ref} ${
        v.by === "you"
          ? "আপনার কথামতো বাতিল হয়েছে"
          : v.by === "unpaid"
            ? "সময়মতো টাকা না আসায় বাতিল হয়েছে"
            : v.by === "unconfirmed"
              ? "সময়মতো নিশ্চিত করা না যাওয়ায় বাতিল হয়েছে"
              : "দোকান বাতিল করেছে"
      }${v.reason && v.by === "shop" ? `: ${v.reason}` : ""}। ${v.url}`,
    returned: (v) => `${v.shop}: অর্ডার ${v.ref} ফেরত এসেছে: ${v.reason}। ${v.url}`,
    newOrder: (v) => `নতুন অর্ডার ${v.ref}: ${v.name}, ${v.total}, ${v.method}। ${v.url}`,
    paymentMismatch: (v) =>
      `অর্ডার ${v.ref}-এর পেমেন্ট দেখুন: ${v.wallet} ${v.amount}, ${v.trxId} (${v.problem})। ${v.url}`,
    shopperCancelled: (v) => `অর্ডার ${v.ref} বাতিল করেছেন ${v.name}। ${v.url}`,
    courierIssue: (v) => `অর্ডার ${v.ref}-এ কুরিয়ারের খবর দেখুন: ${v.problem}। ${v.url}`,
  },
  email: {
    subject: {
      placed: (ref) => `আপনার অর্ডার ${ref} আমরা পেয়েছি`,
      confirmed: (ref) => `আপনার অর্ডার ${ref} নিশ্চিত হয়েছে`,
      rejected: (ref) => `আপনার অর্ডার ${ref} নেওয়া গেল না`,
      shipped: (ref) => `আপনার অর্ডার ${ref} রওনা হয়েছে`,
      delivered: (ref) => `আপনার অর্ডার ${ref} পৌঁছে গেছে`,
      cancelled: (ref) => `আপনার অর্ডার ${ref} বাতিল হয়েছে`,
      returned: (ref) => `আপনার অর্ডার ${ref} ফেরত এসেছে`,
      newOrder: (ref, total) => `নতুন অর্ডার ${ref} (${total})`,
      paymentMismatch: (ref) => `অর্ডার ${ref}-এর একটি পেমেন্ট মিলিয়ে দেখুন`,
      shopperCancelled: (ref) => `ক্রেতা অর্ডার ${ref} বাতিল করেছেন`,
      courierIssue: (ref) => `অর্ডার ${ref}-এ কুরিয়ারের হিসাব মিলিয়ে দেখুন`,
    },
    greeting: (name) => `প্রিয় ${name},`,
    intro: {
      placedWallet: (amount, wallet, number, ref) =>
        `অর্ডারের জন্য ধন্যবাদ। টাকা পাঠানো না হয়ে থাকলে ${wallet}-এ ${number} নম্বরে ${amount} সেন্ড মানি করুন, রেফারেন্সে লিখুন ${ref}। টাকা এলেই অর্ডার নিশ্চিত করব।`,
      placedCod: (cash) =>
        `অর্ডারের জন্য ধন্যবাদ। পার্সেল হাতে পেয়ে ${cash} নগদ দেবেন। পাঠানোর আগে অর্ডার নিশ্চিত করতে আমরা ফোন করব।`,
      placedAdvance: (advance, wallet, number, ref, cash) =>
        `অর্ডারের জন্য ধন্যবাদ। আগে ${wallet}-এ ${number} নম্বরে ${advance} সেন্ড মানি করুন, রেফারেন্সে লিখুন ${ref}; বাকি ${cash} পার্সেল হাতে পেয়ে নগদ দেবেন। পাঠানোর আগে আমরা ফোন করব।`,
      confirmed: "আপনার অর্ডার নিশ্চিত হয়েছে। আমরা প্যাক করছি, পাঠালেই জানাব।",
      rejected: (reason) => `আপনার অর্ডার নেওয়া গেল না: ${reason}। টাকা পাঠিয়ে থাকলে আমরা তা ফেরত দেব।`,
      shipped: (courier, tracking) =>
        `আপনার অর্ডার ${courier ? `${courier}-এ ` : ""}রওনা হয়েছে।${tracking ? ` ট্র্যাকিং নম্বর ${tracking}।` : ""}`,
      shippedCash: (cash) => `কুরিয়ারের জন্য ${cash} তৈরি রাখুন।`,
      delivered: "আপনার অর্ডার পৌঁছে গেছে। আমাদের সাথে কেনাকাটার জন্য ধন্যবাদ!",
      cancelled: (by, reason) =>
        by === "you"
          ? "আপনার কথামতো অর্ডারটি বাতিল হয়েছে। টাকা পাঠিয়ে থাকলে আমরা তা ফেরত দেব।"
          : by === "unpaid"
            ? "সময়মতো টাকা না আসায় অর্ডারটি বাতিল হয়েছে। টাকা পাঠিয়ে থাকলে এই ইমেইলের উত্তরে ট্রানজেকশন আইডি লিখুন।"
            : by === "unconfirmed"
              ? "সময়মতো আপনার সাথে নিশ্চিত করা না যাওয়ায় ক্যাশ অন ডেলিভারির অর্ডারটি বাতিল হয়েছে। চাইলে আবার অর্ডার করতে পারেন।"
              : `দোকান আপনার অর্ডারটি বাতিল করেছে${reason ? `: ${reason}` : ""}। টাকা পাঠিয়ে থাকলে আমরা তা ফেরত দেব।`,
      returned: (reason) => `আপনার পার্সেল ফেরত এসেছে: ${reason}। আবার পেতে চাইলে এই ইমেইলের উত্তর দিন।`,
      newOrder: (name, mobile, method) => `${name} (${mobile}) একটি অর্ডার দিয়েছেন, পেমেন্ট ${method}।`,
      paymentMismatch: (wallet, amount, trxId, sender, problem) =>
        `${wallet}-এর ${amount} পেমেন্ট (ট্রানজেকশন আইডি ${trxId}, ${sender} থেকে) অর্ডারের সাথে মেলেনি: ${problem}। অর্ডারের পাতায় মিটিয়ে নিন।`,
      shopperCancelled: (name, mobile) =>
        `${name} (${mobile}) অর্ডারটি বাতিল করেছেন। এর স্টক আবার বিক্রির তালিকায় ফিরেছে।`,
      courierIssue: (problem) =>
        `কুরিয়ার এই অর্ডার নিয়ে জানিয়েছে: ${problem}। নগদ টাকার হিসাব অর্ডারে রাখা আছে; সেখানে মিটিয়ে নিন।`,
    },
    trackParcel: "পার্সেল ট্র্যাক করুন",
    orderLabel: "অর্ডার",
    placedOn: "অর্ডারের সময়",
    item: "পণ্য",
    quantity: "পরিমাণ",
    price: "দাম",
    subtotal: "পণ্যের দাম",
    delivery: "ডেলিভারি চার্জ",
    discount: "ছাড়",
    total: "মোট",
    amountDue: "ওয়ালেটে দেবেন",
    advance: "আগে ওয়ালেটে দেওয়া",
    cashToCollect: "ডেলিভারিতে নগদ",
    deliverTo: "যেখানে পৌঁছাবে",
    viewOrder: "অর্ডার দেখুন",
    manageOrder: "অর্ডার খুলুন",
    footer: (shop) => `${shop}। আপনার অ্যাকাউন্টের একটি অর্ডারের জন্য এই ইমেইল পাঠানো হয়েছে।`,
  },
  // The code in ASCII digits, as a phone's keyboard and its code autofill read it.
  phoneCode: (v) => `${v.code} আপনার ${v.shop} কোড। এটি ৫ মিনিট কাজ করবে। কাউকে জানাবেন না।`,
  verifyEmail: {
    subject: (shop) => `${shop}-এ আপনার ইমেইল ঠিকানা নিশ্চিত করুন`,
    intro: (shop) => `${shop}-এ অ্যাকাউন্ট খোলার জন্য ধন্যবাদ। এই ইমেইল ঠিকানাটি যে আপনার, তা নিশ্চিত করুন।`,
    button: "ইমেইল ঠিকানা নিশ্চিত করুন",
    expiry: "লিংকটি একবারই কাজ করবে, ২৪ ঘণ্টার মধ্যে।",
    notYou:
      "আপনি এই অ্যাকাউন্ট না খুলে থাকলে অন্য কেউ আপনার ঠিকানা ব্যবহার করেছে। লিংকে গিয়ে অ্যাকাউন্টটি ফিরিয়ে নিন: পাসওয়ার্ড আপনি ঠিক করবেন, আর বাকি সবাই সাইন আউট হয়ে যাবে।",
    footer: (shop) => `${shop}। এই ঠিকানা দিয়ে একটি অ্যাকাউন্ট খোলা হয়েছে বলে এই ইমেইল পাঠানো হয়েছে।`,
  },
  passwordReset: {
    subject: (shop) => `${shop}-এর জন্য নতুন পাসওয়ার্ড ঠিক করুন`,
    intro: (shop) => `এই ইমেইল ঠিকানার ${shop} অ্যাকাউন্টের জন্য কেউ নতুন পাসওয়ার্ড চেয়েছে।`,
    introRegisteredAgain: (shop) =>
      `এই ইমেইল ঠিকানা দিয়ে কেউ ${shop}-এ নতুন অ্যাকাউন্ট খুলতে চেয়েছিল, কিন্তু এই ঠিকানায় আগেই একটি অ্যাকাউন্ট আছে। সেটি আপনি হলে, বা ওই অ্যাকাউন্ট আপনি না খুলে থাকলে, এখানে পাসওয়ার্ড ঠিক করুন: অ্যাকাউন্টটি তখন আপনার, আর বাকি সবাই সাইন আউট হয়ে যাবে।`,
    button: "নতুন পাসওয়ার্ড ঠিক করুন",
    expiry: "লিংকটি একবারই কাজ করবে, ১ ঘণ্টার মধ্যে।",
    notYou: "আপনি এটি না চেয়ে থাকলে ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন ছিল তেমনই থাকবে।",
    footer: (shop) => `${shop}। এই ঠিকানা দিয়ে নতুন পাসওয়ার্ড চাওয়া হয়েছে বলে এই ইমেইল পাঠানো হয়েছে।`,
  },
  problems: {
    short: "টাকা কম এসেছে",
    "other-sender": "অন্য নম্বর থেকে এসেছে",
    "order-closed": "অর্ডার বন্ধ ছিল",
  },
  courierIssues: {
    short: (cash, expected, difference) => `আদায় ${cash}, আদায়ের কথা ${expected}: ${difference} কম`,
    excess: (cash, expected, difference) => `আদায় ${cash}, আদায়ের কথা ${expected}: ${difference} বেশি`,
    conflict: (courierStatus, orderStatus, cash) =>
      `অর্ডার ${orderStatus} থাকা অবস্থায় "${courierStatus}" জানিয়েছে${cash ? `, নগদ ${cash}` : ""}`,
  },
  statuses: {
    pending: "অপেক্ষমাণ",
    confirmed: "নিশ্চিত",
    shipped: "পাঠানো",
    delivered: "পৌঁছানো",
    returned: "ফেরত",
    rejected: "বাতিল (গ্রহণ হয়নি)",
    cancelled: "বাতিল",
  },
  methods: { bKash: "বিকাশ", Nagad: "নগদ", Rocket: "রকেট", COD: "ক্যাশ অন ডেলিভারি" },
};
