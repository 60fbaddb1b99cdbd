/** The fulfilment desk's words in Bangla: the twin of fulfilment.en.ts, key for key. */
import type { fulfilmentCopy as en } from "./fulfilment.en.ts";
import type { Translation } from "./translation.ts";
import { bnNumber } from "./digits.ts";

/** "of" a courier: "স্টেডফাস্টের"; any other courier's name is kept as given. */
function courierOf(courier: string): string {
  const name = courier.trim();
  if (name === "") return "কুরিয়ারের";
  const own: Record<string, string> = {
    steadfast: "স্টেডফাস্টের",
    স্টেডফাস্ট: "স্টেডফাস্টের",
    pathao: "পাঠাওয়ের",
    পাঠাও: "পাঠাওয়ের",
    redx: "রেডএক্সের",
    রেডএক্স: "রেডএক্সের",
  };
  return own[name.toLowerCase()] ?? `${name}-এর`;
}

export const fulfilmentCopy: Translation<typeof en> = {
  desk: {
    heading: "কুরিয়ারে হস্তান্তর",
    help: "কুরিয়ারে বুক করতে কনফার্ম করা অর্ডারগুলো বেছে নিন (প্রতিটি জোনের নিজের কুরিয়ার, অথবা আপনি যেটি বাছবেন), অথবা অন্য কুরিয়ারে একসাথে আপলোডের জন্য শিট হিসেবে ডাউনলোড করুন।",
    courier: "যে কুরিয়ারে বুক হবে",
    zoneCourier: "প্রতিটি জোনের নিজের কুরিয়ার",
    notSetUp: (courier: string) => `${courier} (চালু করা হয়নি)`,
    couriersHeading: "কুরিয়ার",
    ready: (courier: string) => `${courier}: সংযুক্ত।`,
    missing: (courier: string, secrets: readonly string[]) =>
      `${courier}: চালু করা হয়নি। র‍্যাংলার দিয়ে ${secrets.join(", ")} সিক্রেট হিসেবে সেট করুন, তারপর আবার ডিপ্লয় করুন।`,
    select: (orderId: string) => `অর্ডার ${orderId} বেছে নিন`,
    selectAll: "এই পেজের সবগুলো বেছে নিন",
    selectNone: "বাছাই মুছে দিন",
    selected: (count: number) => `${bnNumber(count)}টি অর্ডার বাছাই করা হয়েছে`,
    exportCsv: "কুরিয়ার শিট ডাউনলোড (সিএসভি)",
    printInvoices: "ইনভয়েস প্রিন্ট করুন",
    resultsHeading: "বুকিংয়ের ফলাফল",
    resultOk: (orderId: string, trackingCode: string, courier: string) =>
      `অর্ডার ${orderId}: ${courier}-এ বুক হয়েছে, ট্র্যাকিং কোড ${trackingCode}।`,
    resultFailed: (orderId: string, error: string) => `অর্ডার ${orderId}: ${error}`,
  },
  book: (courier: string | null) => (courier ? `${courier}-এ বুক করুন` : "প্রতিটি জোনের কুরিয়ারে বুক করুন"),
  booking: "বুক হচ্ছে...",
  notConnected:
    "কোনো কুরিয়ার সংযুক্ত নেই। স্টেডফাস্ট, পাঠাও বা রেডএক্সের পোর্টাল থেকে এপিআই কি নিয়ে র‍্যাংলার দিয়ে শপের সিক্রেট হিসেবে সেট করুন, তারপর আবার ডিপ্লয় করুন। কোন কুরিয়ারের কোন কি লাগে, তা নিচের কুরিয়ার তালিকায় আছে।",
  courierNotConnected: (courier: string, secrets: readonly string[]) =>
    `${courier} সংযুক্ত নেই। র‍্যাংলার দিয়ে ${secrets.join(", ")} সিক্রেট হিসেবে সেট করুন, তারপর আবার ডিপ্লয় করুন।`,
  unknownCourier: "কুরিয়ার হবে স্টেডফাস্ট, পাঠাও অথবা রেডএক্স।",
  noneSelected: "আগে বুক করার জন্য কনফার্ম করা অর্ডারগুলো বেছে নিন।",
  booked: (count: number) => `${bnNumber(count)}টি অর্ডার বুক হয়েছে।`,
  bookedOne: (trackingCode: string) => `বুক হয়েছে: ট্র্যাকিং কোড ${trackingCode}।`,
  failures: {
    "not-found": "এমন কোনো অর্ডার নেই।",
    "not-confirmed": "শুধু কনফার্ম করা এবং এখনো বুক না হওয়া অর্ডারই বুক করা যায়।",
    "call-first": "ক্যাশ অন ডেলিভারি এখনো নিশ্চিত হয়নি: আগে গ্রাহককে ফোন করুন, বা অর্ডারটি কনফার্ম করুন।",
    "in-progress": "এই অর্ডারের বুকিং এখন চলছে। কয়েক মিনিট পর আবার চেষ্টা করুন।",
    "no-address": (courier: string) => `এই অর্ডারে ${courier}-এ দেওয়ার মতো ডেলিভারি ঠিকানা বা মোবাইল নম্বর নেই।`,
    refused: (courier: string) => `${courier} এই অর্ডারটি নেয়নি।`,
    unmapped: (courier: string) => `${courier}-এর তালিকায় এই ঠিকানার এলাকা নেই: অন্য কুরিয়ার বেছে নিন।`,
    "no-courier": () => "এই অর্ডারের জোনের জন্য কোনো কুরিয়ার চালু নেই।",
    unavailable: (courier: string) => `${courierOf(courier)} সাথে যোগাযোগ করা যায়নি। কিছুই বুক হয়নি: আবার চেষ্টা করুন।`,
    changed: (courier: string) =>
      `${courier}-এ বুক হয়েছে, কিন্তু এর মধ্যে অর্ডারটি বদলে গেছে (বাতিল হয়েছে কি?)। ${courierOf(courier)} পোর্টালে পার্সেলটি বাতিল করুন।`,
    "duplicate-consignment": (courier: string) =>
      `${courier} এমন একটি কনসাইনমেন্ট আইডি দিয়েছে যা আরেকটি অর্ডারের আছে, তাই এই অর্ডারটি পাঠানো হয়েছে বলে চিহ্নিত করা হয়নি। আবার বুক করার আগে ${courierOf(courier)} পোর্টালে পার্সেলটি দেখে নিন।`,
  },
  consignmentTaken: (consignmentId: string, courier: string) =>
    `${courier} কনসাইনমেন্ট ${consignmentId} দিয়েছে, যা আরেকটি অর্ডারের আছে, তাই এই অর্ডারটি পাঠানো হয়েছে বলে চিহ্নিত করা হয়নি। আবার বুক করার আগে ${courierOf(courier)} পোর্টালে পার্সেলটি দেখে নিন।`,
  invoice: {
    title: (orderId: string) => `ইনভয়েস ${orderId} | e-Shop`,
    titleMany: (count: number) => `${bnNumber(count)}টি ইনভয়েস | e-Shop`,
    description: "প্রিন্ট করার মতো ইনভয়েস ও প্যাকিং স্লিপ।",
    heading: "ইনভয়েস",
    print: "প্রিন্ট",
    order: "অর্ডার",
    reference: "রেফারেন্স",
    date: "তারিখ",
    billTo: "প্রাপক",
    note: "নোট",
    item: "পণ্য",
    quantity: "পরিমাণ",
    price: "দাম",
    amount: "মোট",
    subtotal: "সাবটোটাল",
    delivery: "ডেলিভারি চার্জ",
    discount: "ছাড়",
    total: "সর্বমোট",
    paid: (method: string) => `পরিশোধিত (${method})`,
    nothingPaid: "ডেলিভারির আগে পরিশোধিত",
    method: "পেমেন্ট পদ্ধতি",
    cashToCollect: "আদায়যোগ্য ক্যাশ",
    scan: "অর্ডারটি ট্র্যাক করতে স্ক্যান করুন",
    methods: { bKash: "বিকাশ", Nagad: "নগদ", Rocket: "রকেট", COD: "ক্যাশ অন ডেলিভারি" },
    noIds: "প্রিন্ট করার অর্ডারগুলো ?ids=ID1,ID2 আকারে দিন (সর্বোচ্চ ১০০টি)।",
  },
  tracking: {
    follow: (courier: string) => `${courierOf(courier)} সাইটে পার্সেল ট্র্যাক করুন`,
    latest: (text: string) => `কুরিয়ার: ${text}`,
    updates: "কুরিয়ারের আপডেট",
    partial: "কুরিয়ার এই পার্সেলের শুধু একাংশ ডেলিভারি করেছে।",
    status: (status: string) => `স্ট্যাটাস: ${status.replaceAll("_", " ")}`,
  },
  shipments: {
    badCsv: "শিটের প্রথম সারিতে ইংরেজিতে কলামের নাম লাগবে: ইনভয়েস, কুরিয়ার ও ট্র্যাকিং।",
    badJson: "শিপমেন্টগুলো জেসনে সারির তালিকা হিসেবে পাঠান, প্রতিটি সারিতে অর্ডার আইডি, কুরিয়ার ও ট্র্যাকিং নম্বর।",
    badType: "কুরিয়ারের শিট সিএসভি টেক্সট হিসেবে পাঠান, অথবা সারিগুলো জেসনে।",
    empty: "শিটে কোনো সারি নেই।",
    tooMany: "একবারে সর্বোচ্চ ৫০০টি সারি।",
    badRow: (row: number) => `${bnNumber(row)} নম্বর সারিতে অর্ডার আইডি, কুরিয়ার ও ট্র্যাকিং নম্বর লাগবে।`,
  },
  webhook: {
    unauthorized: "অথরাইজেশন হেডারে শপের স্টেডফাস্ট ওয়েবহুক টোকেন নেই।",
    badBody: "বডিটি স্টেডফাস্টের স্ট্যাটাস আপডেট নয়।",
    unknownConsignment: "এই কনসাইনমেন্ট আইডির কোনো অর্ডার নেই।",
    badSignature: "পাঠাওয়ের সিগনেচার হেডারে শপের পাঠাও ওয়েবহুক সিক্রেট নেই।",
    badToken: "ওয়েবহুক ইউআরএলের টোকেনটি শপের রেডএক্স ওয়েবহুক টোকেন নয়।",
    badEvent: (courier: string) => `বডিটি ${courierOf(courier)} ওয়েবহুক ইভেন্ট নয়।`,
    unknownCourier: "এমন কোনো কুরিয়ার নেই।",
    statusUnavailable: (courier: string) =>
      `এই ইভেন্ট যাচাই করতে ${courierOf(courier)} স্ট্যাটাস এপিআইয়ে পৌঁছানো যায়নি: পরে আবার পাঠান।`,
  },
  failureWithReason: (message: string, reason: string) => `${message} ${reason}`,
  courierNames: { steadfast: "স্টেডফাস্ট", pathao: "পাঠাও", redx: "রেডএক্স" },
  customer: {
    newCustomer: "নতুন গ্রাহক",
    delivered: (count: number) => `${bnNumber(count)}টি ডেলিভারি হয়েছে`,
    returned: (returned: number, parcels: number) => `${bnNumber(parcels)}টির ${bnNumber(returned)}টি ফেরত`,
    label: (phone: string, orders: number, delivered: number, returned: number) =>
      `গ্রাহক ${phone}: ${bnNumber(orders)}টি অর্ডার, ${bnNumber(delivered)}টি ডেলিভারি, ${bnNumber(returned)}টি ফেরত`,
    courierScore: (courier: string, delivered: number, total: number) =>
      total === 0
        ? `${courier}: এখনো কোনো পার্সেল নেই`
        : `${courier}: ${bnNumber(total)}টির ${bnNumber(delivered)}টি ডেলিভারি হয়েছে`,
  },
  decision: {
    heading: "এই অর্ডারের সিদ্ধান্ত কেন",
    action: {
      "advance-delivery": "অগ্রিম চাওয়া হয়েছে",
      "advance-full": "পুরো টাকা আগে চাওয়া হয়েছে",
      refuse: "ক্যাশ অন ডেলিভারি দেওয়া হয়নি",
    },
    shop: (returned: number, parcels: number) =>
      `${bnNumber(parcels)}টি পার্সেলের ${bnNumber(returned)}টি ফেরত (এই দোকান)`,
    courier: (courier: string, delivered: number, total: number) =>
      `${courier} ${bnNumber(total)}টির ${bnNumber(delivered)}টি ডেলিভারি`,
    line: (action: string, reasons: string[]) => `${action}: ${reasons.join("; ")}`,
  },
  calls: {
    tab: "ফোন করতে হবে",
    tabCount: (count: number) => `ফোন করতে হবে (${bnNumber(count)})`,
    empty: "ফোনের অপেক্ষায় কোনো ক্যাশ অন ডেলিভারি অর্ডার নেই।",
    record: (id: string) => `ফোনের ফল: অর্ডার ${id}`,
    recordVisible: "ফোনের ফল",
    dialogTitle: "ফোনে কী হলো?",
    outcome: "ফল",
    outcomes: { confirmed: "নিশ্চিত করেছেন", "no-answer": "ফোন ধরেননি", fake: "ভুয়া অর্ডার" },
    note: "নোট (ঐচ্ছিক)",
    save: "সংরক্ষণ",
    tries: (count: number) => `${bnNumber(count)} বার ফোন ধরেননি`,
    timeline: {
      confirmed: "ফোন: গ্রাহক নিশ্চিত করেছেন",
      "no-answer": "ফোন: ধরেননি",
      fake: "ফোন: ভুয়া অর্ডার",
    },
    fakeNote: "ফোনে নিশ্চিত হয়নি: অর্ডারটি বাতিল।",
    blockOffer: (phone: string) => `${phone} ব্লক করবেন?`,
    block: "এই নম্বর ব্লক করুন",
    blocked: (phone: string) => `${phone} ব্লক করা হয়েছে।`,
    notPending: "শুধু ফোনের অপেক্ষায় থাকা ক্যাশ অন ডেলিভারি অর্ডারের ফোনের ফল লেখা যায়।",
    badOutcome: "ফোনের ফল বেছে নিন: নিশ্চিত, ধরেননি বা ভুয়া।",
    badNote: "নোট সর্বোচ্চ ৫০০ অক্ষর।",
  },
  risk: {
    title: "ঝুঁকির অর্ডার | e-Shop",
    heading: "ঝুঁকিপূর্ণ ক্যাশ অন ডেলিভারি অর্ডার",
    nav: "ঝুঁকি",
    help: "কোনো ফোন নম্বরের এই দোকানে বা কুরিয়ারের রেকর্ডে নিচের সংখ্যার পার্সেল থাকলে এবং নিচের অংশের কম ডেলিভারি হলে নম্বরটি ঝুঁকিপূর্ণ। তখন তার ক্যাশ অন ডেলিভারি অর্ডারে এখানে যা বেছে নেবেন তা-ই চাওয়া হয়।",
    minDeliveredShare: "যে ডেলিভারি অংশের নিচে নম্বর ঝুঁকিপূর্ণ (%)",
    minParcels: "অংশ গোনার আগে যত পার্সেল লাগবে",
    ordersPerPhonePerHour: "এক ঘণ্টায় এক নম্বর থেকে যত অর্ডার (০: সীমা নেই)",
    riskyCod: "ঝুঁকিপূর্ণ নম্বরের ক্যাশ অন ডেলিভারিতে",
    riskyCodOptions: {
      "advance-delivery": "আগে ডেলিভারি চার্জ চাওয়া",
      "advance-full": "আগে পুরো টাকা চাওয়া",
      refuse: "ক্যাশ অন ডেলিভারি না দেওয়া",
    },
    blocklist: "ব্লক করা নম্বর",
    blocklistHelp: "এই নম্বরগুলোর অর্ডার নেওয়া হয় না; গ্রাহককে দোকানে ফোন করতে বলা হয়।",
    phone: "ফোন",
    note: "নোট",
    addBlocked: "নম্বর যোগ করুন",
    remove: (phone: string) => `${phone} সরান`,
    save: "সেটিংস সংরক্ষণ",
    saved: "সেটিংস সংরক্ষণ হয়েছে।",
    validation: {
      share: "০ থেকে ১০০-এর মধ্যে অংশ দিন।",
      whole: "১ থেকে ১০০০-এর মধ্যে পূর্ণ সংখ্যা দিন।",
      riskyCod: "ঝুঁকিপূর্ণ নম্বরের ক্যাশ অন ডেলিভারিতে কী চাওয়া হবে বেছে নিন।",
      phone: "১১ অঙ্কের মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮।",
      note: "নোট সর্বোচ্চ ২০০ অক্ষর।",
      blocklist: "সর্বোচ্চ ১০০০টি ব্লক করা নম্বর।",
    },
  },
};
