import type { variantsCopy as en } from "./variants.en.ts";
import type { Translation } from "./translation.ts";
import { bnNumber } from "./digits.ts";

export const variantsCopy: Translation<typeof en> = {
  stockSheet: {
    noHeader: "প্রথম সারিতে এসকেইউ ও স্টকের কলামের নাম থাকতে হবে।",
    tooManyRows: (limit: number) => `একটি শিটে সর্বোচ্চ ${bnNumber(limit)}টি সারি থাকতে পারে।`,
    notCsv: "শিটটি সিএসভি টেক্সট হিসেবে পাঠান।",
    rows: {
      "no-sku": "এই সারিতে কোনো এসকেইউ নেই।",
      "bad-stock": "স্টক ০ বা তার বেশি পূর্ণসংখ্যা।",
      "unknown-sku": "এই এসকেইউ কোনো ভ্যারিয়েন্টের নয়।",
      "repeated-sku": "এই এসকেইউ আগের একটি সারিতে আছে।",
    },
  },
  validation: {
    options: "একটি পণ্যে সর্বোচ্চ ৩টি অপশন থাকতে পারে।",
    optionName: "প্রতিটি অপশনের একটি নাম দিন, সর্বোচ্চ ৪০ অক্ষর।",
    optionNamesUnique: "প্রতিটি অপশনের নাম আলাদা হতে হবে।",
    optionValues: "প্রতিটি অপশনে ১ থেকে ৫০টি মান দিন।",
    optionValue: "প্রতিটি মান ১ থেকে ৪০ অক্ষরের।",
    duplicateOptionValue: "একটি অপশনে একই মান দুবার আছে।",
    variants: "একটি পণ্যে ১ থেকে ১০০টি ভ্যারিয়েন্ট থাকে।",
    oneVariant: "অপশন ছাড়া পণ্যের ঠিক একটি ভ্যারিয়েন্ট থাকে।",
    variantOptions: "প্রতিটি ভ্যারিয়েন্ট প্রতিটি অপশনের একটি করে মান বেছে নেয়, এর বাইরে কিছু নয়।",
    duplicateVariant: "দুটি ভ্যারিয়েন্টের অপশন একই।",
    sku: "এসকেইউ ১ থেকে ৬৪টি অক্ষর, অঙ্ক, ডট, ড্যাশ বা আন্ডারস্কোর।",
    duplicateSku: "প্রতিটি এসকেইউ দোকানে একটিই হতে হবে।",
    price: "দাম ০ বা তার বেশি, দশমিকের পর সর্বোচ্চ দুই ঘর।",
    compareAtPrice: "আগের দাম ০ বা তার বেশি, দশমিকের পর সর্বোচ্চ দুই ঘর।",
    stock: "স্টক ০ বা তার বেশি পূর্ণসংখ্যা।",
    images: "একটি পণ্যে ১ থেকে ১০টি ছবি থাকে।",
    image: "আগে ছবিটি আপলোড করুন, তারপর তার লিংক দিন।",
    variantImage: "ভ্যারিয়েন্টের ছবি পণ্যের ছবিগুলোর একটি হতে হবে।",
    optionsWithoutVariants: "অপশনের সঙ্গে ভ্যারিয়েন্টগুলোও পাঠান।",
    priceWithVariants: "এই পণ্যের ভ্যারিয়েন্ট আছে: প্রতিটি ভ্যারিয়েন্টের দাম ও স্টক দিন।",
    variantRequired: "পণ্যের অপশনগুলো বেছে নিন।",
    unknownVariant: "এই ভ্যারিয়েন্টটি এই পণ্যের নয়।",
  },
  api: {
    variantRequired: (product: string) => `${product}-এর অপশনগুলো বেছে নিন।`,
    variantMismatch: "একটি ভ্যারিয়েন্ট তার পণ্যের নয়।",
  },
};
