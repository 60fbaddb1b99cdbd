/**
 * Prepares the local D1/R2/Durable Object state that `npm run dev` and `npm start` use:
 * adds random AUTH_SECRET, BKASH_SMS_SECRET, SMS_API_KEY (the fake SMS gateway's key) and the STEADFAST_ keys and webhook
 * token (the fake Steadfast takes any) to `.dev.vars` when missing, applies the D1 migrations, and seeds the demo shop
 * when the database is empty.
 *
 *   node scripts/local-data.ts             migrate, seed only if empty
 *   node scripts/local-data.ts --reseed    wipe the local state first, then migrate and seed
 *   --persist-to <dir>                     use another state folder (end-to-end tests use their own)
 *   --products <N>                         then add generated products until the catalogue holds N (at most
 *                                          200,000; nothing when it already holds N): realistic varied names in the
 *                                          existing categories, prices, stock, ratings and dates, the demo's pictures
 *                                          reused (db/seed/generate-products.ts; the same catalogue on every run of a
 *                                          day). For measuring search at scale (issue 15):
 *                                            npm run db:seed -- --products 100000
 *                                          (the 99,916 generated products take about 10 s on 2 cores, on top of
 *                                          the demo seed; `npm run bench:search` seeds its own state folders).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { isDatabaseEmpty, seedDatabase } from "./lib/seed.ts";
import { readConfig } from "../app/server/config.ts";
import { addGeneratedProducts, MAX_GENERATED_CATALOGUE } from "../db/seed/generate-products.ts";
import { bannerArtSvg, categoryArtSvg, productArtSvg } from "../db/seed/art.ts";
import { svgToWebp } from "../db/seed/images.ts";

const { values } = parseArgs({
  options: {
    reseed: { type: "boolean", default: false },
    "persist-to": { type: "string", default: ".wrangler/state" },
    products: { type: "string" },
  },
});
const persistTo = values["persist-to"];
const productTarget = values.products === undefined ? undefined : Number(values.products.replaceAll(/[_,]/g, ""));
if (
  productTarget !== undefined &&
  (!Number.isSafeInteger(productTarget) || productTarget < 0 || productTarget > MAX_GENERATED_CATALOGUE)
) {
  console.error(`--products wants a whole number from 0 to ${MAX_GENERATED_CATALOGUE}, got "${values.products}".`);
  process.exit(2);
}

// Local secrets: each one missing from `.dev.vars` is added with a random value (an older file keeps its own).
const secrets = [
  "AUTH_SECRET",
  "BKASH_SMS_SECRET",
  "SMS_API_KEY",
  "STEADFAST_API_KEY",
  "STEADFAST_SECRET_KEY",
  "STEADFAST_WEBHOOK_TOKEN",
  "PATHAO_CLIENT_ID",
  "PATHAO_CLIENT_SECRET",
  "PATHAO_USERNAME",
  "PATHAO_PASSWORD",
  "PATHAO_WEBHOOK_SECRET",
  "REDX_API_TOKEN",
  "REDX_WEBHOOK_TOKEN",
];
const devVars = existsSync(".dev.vars")
  ? readFileSync(".dev.vars", "utf8")
  : "# Local secrets for wrangler and the Vite dev server. Not committed.\n";
// Local settings that are not secret but that tools read from `.dev.vars` too: the fake Steadfast's address.
const localValues: Record<string, string> = { STEADFAST_BASE_URL: "http://localhost:8790/api/v1" };
const missing = [...secrets, ...Object.keys(localValues)].filter((name) => !new RegExp(`^${name}=`, "m").test(devVars));
if (missing.length > 0) {
  const lines = missing
    .map((name) => `${name}=${localValues[name] ?? randomBytes(32).toString("base64url")}\n`)
    .join("");
  writeFileSync(".dev.vars", (devVars.endsWith("\n") || devVars === "" ? devVars : `${devVars}\n`) + lines);
  console.log(`Added ${missing.join(" and ")} to .dev.vars (random values).`);
}

if (values.reseed) {
  rmSync(persistTo, { recursive: true, force: true });
  console.log(`Removed the local state in ${persistTo}.`);
}

execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, CI: "true" },
});

// The proxy cannot host the FlashSale class and says so at length; the seed does not need it.
process.env.WRANGLER_LOG ??= "error";
const proxy = await getPlatformProxy<{ DB: D1Database; IMAGES: R2Bucket }>({
  configPath: "wrangler.toml",
  persist: { path: `${persistTo}/v3` },
  remoteBindings: false,
});
try {
  if (await isDatabaseEmpty(proxy.env.DB)) {
    const started = performance.now();
    const summary = await seedDatabase(
      proxy.env.DB,
      proxy.env.IMAGES,
      {
        product: (product, index) => svgToWebp(productArtSvg(product.motif, product.hue, index), 600, 600),
        productThumb: (product, index) => svgToWebp(productArtSvg(product.motif, product.hue, index), 400, 400),
        category: (category) => svgToWebp(categoryArtSvg(category.motif, category.hue), 240, 240),
        banner: (banner) => svgToWebp(bannerArtSvg(banner), 1080, 344),
      },
      Date.now(),
      readConfig(proxy.env).money,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded the demo shop in ${seconds}s: ${summary.categories} categories, ${summary.products} products, ` +
        `${summary.flashSaleProducts} flash-sale products, ${summary.banners} banners, ${summary.users} accounts, ` +
        `${summary.images} images in R2.`,
    );
  } else {
    console.log("Local database already has data; not seeding (npm run db:seed resets it).");
  }
  if (productTarget !== undefined) {
    let reported = 0;
    const summary = await addGeneratedProducts(proxy.env.DB, productTarget, {
      onProgress: ({ added, toAdd, elapsedMs }) => {
        if (added - reported >= 10_000 || added === toAdd) {
          reported = added;
          console.log(
            `  generated products: ${added.toLocaleString("en")} of ${toAdd.toLocaleString("en")} (${(elapsedMs / 1000).toFixed(1)}s)`,
          );
        }
      },
    });
    console.log(
      summary.added === 0
        ? `The catalogue already holds ${summary.before.toLocaleString("en")} products; none generated.`
        : `Added ${summary.added.toLocaleString("en")} generated products (${summary.features.toLocaleString("en")} ` +
            `features) in ${(summary.elapsedMs / 1000).toFixed(1)}s: the catalogue holds ` +
            `${summary.total.toLocaleString("en")} products.`,
    );
  }
} finally {
  await proxy.dispose();
}
