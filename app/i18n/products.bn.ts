/** The product list and a product's page in Bangla: the twin of products.en.ts, key for key (see that file). */
import type { productsCopy as en } from "./products.en.ts";
import type { Translation } from "./translation.ts";
import { bnNumber } from "./digits.ts";

export const productsCopy: Translation<typeof en> = {
  allProducts: "সব পণ্য",
  resultsFor: (query: string) => `“${query}”-এর ফলাফল`,
  resultsHeading: "ফলাফল",
  resultCount: (count: number, capped = false) =>
    capped ? `${bnNumber(count)}+ পণ্য` : count === 0 ? "কোনো পণ্য পাওয়া যায়নি" : `${bnNumber(count)}টি পণ্য`,
  showingRange: (first: number, last: number, total: number, capped = false) =>
    `${bnNumber(first)}–${bnNumber(last)} দেখানো হচ্ছে (মোট ${bnNumber(total)}${capped ? "+" : ""})`,
  correction: {
    showingResultsFor: "ফলাফল দেখানো হচ্ছে:",
    searchInsteadFor: "এর বদলে খুঁজুন:",
  },
  facets: {
    heading: "ফিল্টার করুন",
    price: "দাম",
    minPrice: "সর্বনিম্ন দাম",
    maxPrice: "সর্বোচ্চ দাম",
    rating: "ক্রেতাদের রেটিং",
    anyRating: "যেকোনো রেটিং",
    starsAndUp: (stars: number) => `${bnNumber(stars)} স্টার ও তার বেশি`,
    availability: "স্টক ও অফার",
    inStock: "শুধু স্টকে থাকা পণ্য",
    freeShipping: "ফ্রি ডেলিভারি",
    flash: "ফ্ল্যাশ সেলে আছে",
    apply: "ফিল্টার প্রয়োগ করুন",
    clear: "ফিল্টার মুছুন",
    categoryCount: (count: number, capped: boolean) => `${bnNumber(count)}${capped ? "+" : ""}`,
  },
  productsLabel: "পণ্য",
  categoriesLabel: "ক্যাটাগরি অনুযায়ী ফিল্টার",
  allCategories: "সব ক্যাটাগরি",
  sortLabel: "সাজান",
  sorts: {
    relevance: "প্রাসঙ্গিকতা",
    popular: "জনপ্রিয়",
    "price-asc": "দাম: কম থেকে বেশি",
    "price-desc": "দাম: বেশি থেকে কম",
    rating: "সেরা রেটিং",
    newest: "নতুন",
  },
  apply: "প্রয়োগ করুন",
  filters: {
    label: "ফিল্টার",
    offer: { flash: "ফ্ল্যাশ সেলের অফার" },
    shipping: { free: "ফ্রি ডেলিভারি" },
    collection: { winter: "শীতের কালেকশন" },
    remove: (filter: string) => `ফিল্টার সরান: ${filter}`,
  },
  emptyFilterTitle: (what: string) => `${what}: এই মুহূর্তে এখানে কিছু নেই`,
  noMatchTitle: (query: string) => `“${query}”-এর সাথে মেলে এমন কোনো পণ্য নেই`,
  noMatchHelp: "এগুলো করে দেখুন:",
  noMatchTips: ["বানান ঠিক আছে কিনা দেখুন", "কম অক্ষর বা ছোট শব্দ লিখুন", "ক্যাটাগরির নাম লিখে খুঁজুন, যেমন ল্যাপটপ"],
  emptyCategoryTitle: (category: string) => `${category} ক্যাটাগরিতে এখনো কোনো পণ্য নেই`,
  emptyCategoryHelp: "প্রতি সপ্তাহে নতুন পণ্য আসে। ততক্ষণ অন্য পণ্যগুলো দেখে নিন।",
  emptyTitle: "এখনো কোনো পণ্য নেই",
  emptyHelp: "প্রতি সপ্তাহে নতুন পণ্য আসে। শিগগিরই আবার ঘুরে যাবেন।",
  browseAll: "সব পণ্য দেখুন",
  breadcrumb: "ব্রেডক্রাম্ব",
  soldBy: "বিক্রেতা",
  category: "ক্যাটাগরি",
  freeShipping: "ফ্রি ডেলিভারি",
  shipping: (price: string) => `ডেলিভারি চার্জ ${price}`,
  available: (count: number) => `${bnNumber(count)}টি স্টকে আছে`,
  lowStock: (count: number) => `মাত্র ${bnNumber(count)}টি বাকি`,
  outOfStock: "স্টক শেষ",
  ratingCount: (count: number) => `(${bnNumber(count)}টি রেটিং)`,
  quantity: "পরিমাণ",
  increaseQuantity: "পরিমাণ বাড়ান",
  decreaseQuantity: "পরিমাণ কমান",
  addToCart: "কার্টে যোগ করুন",
  buyNow: "এখনই কিনুন",
  flashSale: "ফ্ল্যাশ সেল",
  flashSaving: (percent: number) => `-${bnNumber(percent)}%`,
  flashEndsIn: (remaining: string) => `ফ্ল্যাশ সেল শেষ হতে বাকি ${remaining}`,
  flashStartsIn: (remaining: string) => `ফ্ল্যাশ সেল এখন চলছে না; শুরু হবে ${remaining} পর। ততক্ষণ নিয়মিত দাম প্রযোজ্য।`,
  flashNotRunning: "ফ্ল্যাশ সেল এখন চলছে না, তাই নিয়মিত দাম প্রযোজ্য।",
  specification: "স্পেসিফিকেশন",
  specificationDescription: "বিবরণ",
  specificationValue: "মান",
  similarProducts: "একই ধরনের পণ্য",
  chooseOptions: (names: string[]) =>
    `কিনতে ${new Intl.ListFormat("bn", { type: "conjunction" }).format(names)} বেছে নিন।`,
  valueSoldOut: (value: string) => `${value}, স্টক শেষ`,
  valueUnavailable: (value: string) => `${value}, পাওয়া যাচ্ছে না`,
  photosOf: (name: string) => `${name}-এর ছবি`,
  photoOf: (name: string, position: number, total: number) =>
    `${name}, ${bnNumber(total)}টির মধ্যে ${bnNumber(position)} নম্বর ছবি`,
  showPhoto: (position: number, total: number) => `${bnNumber(total)}টির মধ্যে ${bnNumber(position)} নম্বর ছবি দেখুন`,
  seo: {
    allProductsTitle: "সব পণ্য | e-Shop",
    allProductsDescription:
      "e-Shop-এর সব পণ্য দেখুন: ফ্যাশন, ল্যাপটপ, ফোন ও পার্টস, জুয়েলারি ও ঘড়ি, ব্যাগ, অ্যাক্সেসরিজ এবং বিউটি পণ্য।",
    searchTitle: (query: string) => `“${query}”-এর ফলাফল | e-Shop`,
    searchDescription: (query: string, total: number) =>
      `e-Shop-এ “${query}”-এর সাথে মেলে এমন ${bnNumber(total)}টি পণ্য।`,
    categoryTitle: (category: string) => `${category} | e-Shop`,
    categoryDescription: (category: string, total: number) =>
      `e-Shop-এ ${category} ক্যাটাগরির ${bnNumber(total)}টি পণ্য কিনুন। পেমেন্ট করুন বিকাশে।`,
    filterTitle: (what: string) => `${what} | e-Shop`,
    filterDescription: (what: string, total: number) =>
      `${what}: e-Shop-এ ${bnNumber(total)}টি পণ্য। পেমেন্ট করুন বিকাশে।`,
    productTitle: (name: string) => `${name} | e-Shop`,
    productDescription: (name: string, price: string, seller: string) =>
      `e-Shop-এ ${seller}-এর ${name}, দাম ${price}। পেমেন্ট করুন বিকাশে।`,
    productNotFound: "এই পণ্যটি নেই বা আর বিক্রি হয় না।",
    categoryNotFound: "এই ক্যাটাগরিটি নেই।",
    buyTitle: (name: string) => `${name} কিনুন | e-Shop`,
    addedToCart: (quantity: number) =>
      // Bangla's plural rules (CLDR: "one" for 0 and 1).
      new Intl.PluralRules("bn").select(quantity) === "one"
        ? "কার্টে যোগ হয়েছে।"
        : `${bnNumber(quantity)}টি কার্টে যোগ হয়েছে।`,
    viewCart: "কার্ট দেখুন",
  },
};
