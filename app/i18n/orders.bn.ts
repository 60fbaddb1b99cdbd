/** How an order is paid, in Bangla: the twin of orders.en.ts, key for key. */
import type { ordersCopy as en } from "./orders.en.ts";
import type { Translation } from "./translation.ts";
import { walletWords } from "./bn-wallets.ts";
import { bnPhone } from "./digits.ts";

export const ordersCopy: Translation<typeof en> = {
  method: "পেমেন্ট পদ্ধতি",
  methods: { bKash: "বিকাশ", Nagad: "নগদ", Rocket: "রকেট", COD: "ক্যাশ অন ডেলিভারি" },
  // Phone numbers in Bengali digits (issue 45); TrxIDs as the wallet wrote them.
  walletText: (wallet: string, number: string, trxId: string) =>
    `${walletWords(wallet).name}-${bnPhone(number)} ${trxId}`,
  walletPayment: (wallet: string, number: string) => `${walletWords(wallet).name} ${bnPhone(number)}`,
  walletNumber: (wallet: string) => `${walletWords(wallet).name} নম্বর`,
  paymentPanel: (wallet: string) => `${walletWords(wallet).name} পেমেন্ট`,
  advance: "অগ্রিম",
  advanceBy: (amount: string, wallet: string) => `${walletWords(wallet).by} ${amount}`,
  advanceText: (amount: string, wallet: string, number: string, trxId: string) =>
    `অগ্রিম ${amount}: ${walletWords(wallet).name}-${bnPhone(number)} ${trxId}`,
  cashDue: "ডেলিভারিতে ক্যাশ বাকি",
  cashDueText: (amount: string) => `ক্যাশ অন ডেলিভারিতে ${amount}`,
  cashCollected: "ক্যাশ আদায় হয়েছে",
  cashCollectedText: (amount: string) => `ক্যাশ আদায় হয়েছে: ${amount}`,
  refundTo: "ফেরত দেওয়া হবে",
  refundAmount: (amount: string, number: string) => `${bnPhone(number)} নম্বরে ${amount}`,
  settleReturn: {
    heading: "ফেরত আসা অর্ডারের টাকা",
    help: (paid: string) => `পার্সেল ফেরত আসার আগে গ্রাহক ${paid} দিয়েছেন। নিষ্পত্তি করুন:`,
    refund: (amount: string) => `পুরো ${amount} ফেরত দিন`,
    refundLessDelivery: (amount: string) => `ডেলিভারি চার্জ রেখে ${amount} ফেরত দিন`,
    shipAgain: "পার্সেলটি আবার পাঠান",
    shipAgainNote: "পার্সেল ফেরত আসার পর আবার পাঠানো হয়েছে।",
    chosen: {
      refund: (amount: string) => `পুরো টাকা ফেরত: ${amount} পাঠাতে হবে।`,
      "refund-less-delivery": (amount: string) => `ডেলিভারি চার্জ রেখে ফেরত: ${amount} পাঠাতে হবে।`,
      "ship-again": "আবার পাঠানো হয়েছে।",
    },
    done: (id: string) => `অর্ডার ${id}: নিষ্পত্তি হয়েছে।`,
    notReturned: "এটি আর ফেরত আসা অর্ডার নয়।",
    notPaid: "এই অর্ডারে ওয়ালেটে কিছু দেওয়া হয়নি: নিষ্পত্তির মতো কোনো টাকা নেই।",
    outOfStock: "এর সব পণ্য এখন আর স্টকে নেই, তাই আবার পাঠানো যাবে না।",
  },
  returnedMoney: {
    heading: "আপনার টাকা",
    pending: (amount: string, number: string) =>
      `আপনার পার্সেল ফেরত এসেছে। শপ ${bnPhone(number)} নম্বরে ${amount} ফেরত দেবে, অথবা আবার পাঠাতে আপনাকে ফোন করবে।`,
    refund: (amount: string, number: string) =>
      `আপনার পার্সেল ফেরত এসেছে: শপ ${bnPhone(number)} নম্বরে ${amount} ফেরত দিচ্ছে।`,
    refundLessDelivery: (amount: string, delivery: string, number: string) =>
      `আপনার পার্সেল ফেরত এসেছে: ডেলিভারির জন্য ${delivery} রেখে শপ ${bnPhone(number)} নম্বরে ${amount} ফেরত দিচ্ছে।`,
    nothingBack: (delivery: string) =>
      `আপনার পার্সেল ফেরত এসেছে: আগে দেওয়া ${delivery} ডেলিভারির খরচে গেছে, তাই কিছু ফেরত নেই।`,
  },
  help: {
    awaitingCall: "ধন্যবাদ! যাচাই করার মতো কোনো পেমেন্ট নেই: অর্ডার কনফার্ম করতে শপ আপনাকে ফোন করবে।",
    awaitingAdvance: (wallet: string) =>
      `ধন্যবাদ! ${walletWords(wallet).by} পাঠানো আপনার অগ্রিম টাকা শপ যাচাই করলেই অর্ডারটি এগোবে।`,
    awaitingWallet: (wallet: string) =>
      `ধন্যবাদ! শপ আপনার ${walletWords(wallet).name} পেমেন্ট যাচাই করলেই অর্ডারটি এগোবে।`,
    paidWallet: (wallet: string) => `ধন্যবাদ! আপনার ${walletWords(wallet).name} পেমেন্ট কনফার্ম হয়েছে।`,
    codConfirmed: "ধন্যবাদ! শপ আপনার অর্ডার কনফার্ম করেছে।",
  },
  next: {
    call: (mobile: string) => `অর্ডার কনফার্ম করতে শপ আপনাকে ${bnPhone(mobile)} নম্বরে ফোন করবে।`,
    check: (wallet: string) =>
      `শপ আপনার ট্রানজেকশন আইডি আর টাকার পরিমাণ পাওয়া ${walletWords(wallet).name} পেমেন্টগুলোর সাথে মিলিয়ে দেখে, সাধারণত কয়েক মিনিটের মধ্যে নিজে থেকেই।`,
    payCash: (amount: string) => `পার্সেল হাতে পেলে ${amount} ক্যাশে দিন।`,
  },
};
