/** The words of account trust in Bangla: the twin of accounts.en.ts, key for key. */
import type { accountsCopy as en } from "./accounts.en.ts";
import type { Translation } from "./translation.ts";
import { bnNumber } from "./digits.ts";

/** "১২ মিনিট", "১ মিনিট": a wait rounded up to whole minutes. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${bnNumber(minutes)} মিনিট`;
}

export const accountsCopy: Translation<typeof en> = {
  banner: {
    title: "আপনার ইমেইল ঠিকানা যাচাই করুন",
    body: (email: string) =>
      `${email} ঠিকানায় একটি লিংক পাঠিয়েছি। ঠিকানাটি যে আপনার, তা যাচাই করতে লিংকটি খুলুন: এটি ২৪ ঘণ্টা কাজ করবে। এর মধ্যে কেনাকাটা চালিয়ে যেতে পারেন।`,
    resend: "আবার পাঠান",
    resending: "পাঠানো হচ্ছে...",
    sent: (email: string) => `${email} ঠিকানায় নতুন লিংক পাঠানো হয়েছে। পৌঁছাতে এক মিনিট লাগতে পারে।`,
    alreadyVerified: "আপনার ইমেইল ঠিকানা আগেই যাচাই করা হয়েছে।",
    tooMany: (seconds: number) =>
      `আমরা এর মধ্যেই কয়েকটি লিংক পাঠিয়েছি। আপনার ইনবক্স ও স্প্যাম ফোল্ডার দেখুন, অথবা ${minutesText(seconds)} পর আবার অনুরোধ করুন।`,
  },
  verifyPage: {
    title: "ইমেইল ঠিকানা যাচাই করুন | e-Shop",
    description: "আপনার ইমেইল ঠিকানাটি যে আপনারই, তা যাচাই করুন।",
    heading: {
      verified: "আপনার ইমেইল ঠিকানা যাচাই হয়েছে",
      used: "এই লিংকটি আগেই ব্যবহার করা হয়েছে",
      expired: "এই লিংকের মেয়াদ শেষ",
      invalid: "এই লিংকটি সঠিক নয়",
    },
    body: {
      verified: (email: string) => `ধন্যবাদ: ${email} যে আপনার ঠিকানা, তা যাচাই হয়েছে।`,
      used: "প্রতিটি লিংক একবারই কাজ করে। আগে এটি খুলে থাকলে আপনার ঠিকানা আগেই যাচাই হয়ে গেছে।",
      expired: "লিংক ২৪ ঘণ্টা কাজ করে। সাইন ইন করে ড্যাশবোর্ডে “আবার পাঠান” চাপুন, নতুন লিংক পেয়ে যাবেন।",
      invalid: "লিংকটি হয়তো পুরোটা আসেনি। ইমেইল থেকে আবার খুলুন, অথবা ড্যাশবোর্ড থেকে নতুন লিংক চেয়ে নিন।",
    },
    toDashboard: "ড্যাশবোর্ডে যান",
    toShop: "কেনাকাটা চালিয়ে যান",
  },
  lockout: {
    address: (seconds: number) =>
      `আপনার নেটওয়ার্ক থেকে এই অ্যাকাউন্টে অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। ${minutesText(seconds)} পর আবার চেষ্টা করুন। যে ফোন বা কম্পিউটারে আগে সাইন ইন করেছেন, অন্য নেটওয়ার্ক থেকে সেটিতে এখনো সাইন ইন করা যাবে।`,
    account: (seconds: number) =>
      `অনেকবার ভুল পাসওয়ার্ড দেওয়ায় নতুন ডিভাইস থেকে এই অ্যাকাউন্টে সাইন ইন বন্ধ রাখা হয়েছে। ${minutesText(seconds)} পর আবার চেষ্টা করুন। যে ফোন বা কম্পিউটারে আগে সাইন ইন করেছেন, সেটিতে এখনো সাইন ইন করা যাবে।`,
    device: (seconds: number) =>
      `এই ডিভাইস থেকে অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। ${minutesText(seconds)} পর আবার চেষ্টা করুন।`,
    client: (seconds: number) =>
      `আপনার নেটওয়ার্ক থেকে অনেকবার সাইন ইনের চেষ্টা হয়েছে। ${minutesText(seconds)} পর আবার চেষ্টা করুন।`,
  },
};
