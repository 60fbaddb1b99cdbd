/** The cart page's texts in Bangla: the twin of cart.en.ts, key for key (see that file). */
import type { cartCopy as en } from "./cart.en.ts";
import type { Translation } from "./translation.ts";
import { bnNumber } from "./digits.ts";

export const cartCopy: Translation<typeof en> = {
  title: "শপিং কার্ট | e-Shop",
  description: "আপনার e-Shop কার্টের পণ্যগুলো।",
  heading: "শপিং কার্ট",
  itemCount: (count: number) => `${bnNumber(count)}টি পণ্য`,
  products: "আপনার কার্টের পণ্য",
  product: "পণ্য",
  price: "দাম",
  quantity: "পরিমাণ",
  total: "মোট",
  quantityOf: (name: string) => `${name}-এর পরিমাণ`,
  decreaseQuantityOf: (name: string) => `${name}-এর পরিমাণ কমান`,
  increaseQuantityOf: (name: string) => `${name}-এর পরিমাণ বাড়ান`,
  remove: (name: string) => `${name} সরিয়ে ফেলুন`,
  removeShort: "সরান",
  removeTitle: "পণ্যটি সরাবেন?",
  removeDescription: (name: string) => `${name} আপনার কার্ট থেকে সরিয়ে ফেলা হবে।`,
  cancel: "বাতিল",
  confirmRemove: "সরান",
  close: "বন্ধ করুন",
  noLongerSold: "এই পণ্যটি আর বিক্রি হয় না।",
  chooseOptionsAgain: "এটি এখন অপশনে বিক্রি হয়: এর পাতায় একটি বেছে নিন, আর এই সারিটি সরিয়ে দিন।",
  chooseAnotherOption: "এই অপশনটি আর বিক্রি হয় না: এর পাতায় অন্য একটি বেছে নিন, আর এই সারিটি সরিয়ে দিন।",
  outOfStock: "স্টক শেষ",
  onlyLeft: (count: number) => `মাত্র ${bnNumber(count)}টি বাকি`,
  flashEnded: "ফ্ল্যাশ সেল শেষ: এখন নিয়মিত দাম প্রযোজ্য।",
  emptyTitle: "আপনার কার্ট খালি",
  emptyHelp: "পছন্দের কিছু খুঁজে নিন: অর্ডার না করা পর্যন্ত এখানেই থাকবে।",
  startShopping: "কেনাকাটা শুরু করুন",
  continueShopping: "কেনাকাটা চালিয়ে যান",
  proceed: "অর্ডার করতে এগোন",
  notOrderable: "কিছু পণ্য এই অবস্থায় অর্ডার করা যাবে না। এগোতে চিহ্নিত পণ্যগুলো বদলান বা সরিয়ে ফেলুন।",
  secure: "অর্ডার কনফার্ম করার সময় বিকাশ, নগদ, রকেট বা ক্যাশ অন ডেলিভারিতে পেমেন্ট করুন।",
};
