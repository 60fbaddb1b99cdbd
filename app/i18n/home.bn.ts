/** The home page's sections in Bangla: the twin of home.en.ts, key for key (see that file). */
import type { homeCopy as en } from "./home.en.ts";
import type { Translation } from "./translation.ts";
import { bnNumber } from "./digits.ts";

export const homeCopy: Translation<typeof en> = {
  banners: "বিশেষ অফার",
  showBanner: (index: number, count: number) => `${bnNumber(count)}টির মধ্যে ${bnNumber(index)} নম্বর ব্যানার দেখুন`,
  slide: (index: number, count: number) => `${bnNumber(count)}টির মধ্যে ${bnNumber(index)}`,
  pause: "স্লাইডশো থামান",
  play: "স্লাইডশো চালু করুন",
  quickTiles: "আপনার পছন্দমতো কেনাকাটা",
  tiles: {
    topRated: "সেরা রেটিং",
    discount: "ডিসকাউন্ট",
    freeShipping: "ফ্রি ডেলিভারি",
    winterExclusive: "শীতের এক্সক্লুসিভ",
  },
  flashSale: "ফ্ল্যাশ সেল",
  endsIn: "শেষ হতে বাকি",
  endsInLabel: (remaining: string) => `শেষ হতে বাকি ${remaining}`,
  ended: "শেষ হয়েছে",
  countdownUnits: { days: "দিন", hours: "ঘণ্টা", minutes: "মিনিট", seconds: "সেকেন্ড" },
  discountPercent: (percent: number) => `-${bnNumber(percent)}%`,
  featuredCategories: "বাছাই করা ক্যাটাগরি",
  topRated: "সেরা রেটিং",
  newArrivals: "নতুন এসেছে",
  seeAll: "সব দেখুন",
  seeAllLabel: (title: string) => `${title}: সব দেখুন`,
  scrollBack: (title: string) => `${title} পেছনে সরান`,
  scrollOn: (title: string) => `${title} সামনে সরান`,
  railKeys: "অ্যারো কী দিয়ে এক পণ্য থেকে আরেক পণ্যে যান; ট্যাব চাপলে সারি থেকে বের হবেন।",
  emptyRail: "এখানে এখনো কিছু নেই। প্রতি সপ্তাহে নতুন পণ্য আসে।",
  moreToLove: "আরও পছন্দের পণ্য",
  hotDeals: "হট ডিল",
  previousDeals: "আগের ডিল",
  nextDeals: "পরের ডিল",
  dealSlide: (index: number, count: number) => `${bnNumber(count)}টির মধ্যে ${bnNumber(index)} নম্বর ডিল`,
  dealRating: (stars: number) => `৫-এর মধ্যে ${bnNumber(stars)} স্টার রেটিং`,
  dealDiscount: (discount: string) => `${discount} ছাড়`,
  buyNow: "এখনই কিনুন",
};
