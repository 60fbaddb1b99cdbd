/**
 * Every catalogue in every language, for the server: it renders any page in any language, so it holds them all from
 * the start (the Worker's bundle is not downloaded by shoppers). Browsers load their page's namespaces instead.
 */
import { provideCatalogues } from "./catalogue.ts";
import { copy as shopEn } from "./shop.en.ts";
import { copy as shopBn } from "./shop.bn.ts";
import { checkoutCopy as checkoutEn } from "./checkout.en.ts";
import { checkoutCopy as checkoutBn } from "./checkout.bn.ts";
import { accountsCopy as accountsEn } from "./accounts.en.ts";
import { accountsCopy as accountsBn } from "./accounts.bn.ts";
import { dashboardCopy as dashboardEn } from "./dashboard.en.ts";
import { dashboardCopy as dashboardBn } from "./dashboard.bn.ts";
import { fulfilmentCopy as fulfilmentEn } from "./fulfilment.en.ts";
import { fulfilmentCopy as fulfilmentBn } from "./fulfilment.bn.ts";
import { notificationLogCopy as notificationLogEn } from "./notification-log.en.ts";
import { notificationLogCopy as notificationLogBn } from "./notification-log.bn.ts";
import { orderPaymentCopy as ordersEn } from "./orders.en.ts";
import { orderPaymentCopy as ordersBn } from "./orders.bn.ts";
import { paymentCopy as paymentEn } from "./payment.en.ts";
import { paymentCopy as paymentBn } from "./payment.bn.ts";
import { variantsCopy as variantsEn } from "./variants.en.ts";
import { variantsCopy as variantsBn } from "./variants.bn.ts";
import { serverCopy as serverEn } from "./server.en.ts";
import { serverCopy as serverBn } from "./server.bn.ts";

provideCatalogues({
  shop: { en: shopEn, bn: shopBn },
  checkout: { en: checkoutEn, bn: checkoutBn },
  accounts: { en: accountsEn, bn: accountsBn },
  dashboard: { en: dashboardEn, bn: dashboardBn },
  fulfilment: { en: fulfilmentEn, bn: fulfilmentBn },
  "notification-log": { en: notificationLogEn, bn: notificationLogBn },
  orders: { en: ordersEn, bn: ordersBn },
  payment: { en: paymentEn, bn: paymentBn },
  server: { en: serverEn, bn: serverBn },
  variants: { en: variantsEn, bn: variantsBn },
});
