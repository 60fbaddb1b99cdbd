/**
 * Prepares the local D1/R2/Durable Object state that `npm run dev` and `npm start` use:
 * adds random AUTH_SECRET and BKASH_SMS_SECRET to `.dev.vars` when missing, applies the D1 migrations, and seeds the demo shop
 * when the database is empty.
 *
 *   node scripts/local-data.ts             migrate, seed only if empty
 *   node scripts/local-data.ts --reseed    wipe the local state first, then migrate and seed
 *   --persist-to <dir>                     use another state folder (end-to-end tests use their own)
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { isDatabaseEmpty, seedDatabase } from "../db/seed/seed.ts";
import { bannerArtSvg, categoryArtSvg, productArtSvg } from "../db/seed/art.ts";
import { svgToWebp } from "../db/seed/images.ts";

const { values } = parseArgs({
  options: {
    reseed: { type: "boolean", default: false },
    "persist-to": { type: "string", default: ".wrangler/state" },
  },
});
const persistTo = values["persist-to"];

// Local secrets: each one missing from `.dev.vars` is added with a random value (an older file keeps its own).
const secrets = ["AUTH_SECRET", "BKASH_SMS_SECRET"];
const devVars = existsSync(".dev.vars")
  ? readFileSync(".dev.vars", "utf8")
  : "# Local secrets for wrangler and the Vite dev server. Not committed.\n";
const missing = secrets.filter((name) => !new RegExp(`^${name}=`, "m").test(devVars));
if (missing.length > 0) {
  const lines = missing.map((name) => `${name}=${randomBytes(32).toString("base64url")}\n`).join("");
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
    const summary = await seedDatabase(proxy.env.DB, proxy.env.IMAGES, {
      product: (product, index) => svgToWebp(productArtSvg(product.motif, product.hue, index), 600, 600),
      productThumb: (product, index) => svgToWebp(productArtSvg(product.motif, product.hue, index), 400, 400),
      category: (category) => svgToWebp(categoryArtSvg(category.motif, category.hue), 240, 240),
      banner: (banner) => svgToWebp(bannerArtSvg(banner), 1080, 344),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded the demo shop in ${seconds}s: ${summary.categories} categories, ${summary.products} products, ` +
        `${summary.flashSaleProducts} flash-sale products, ${summary.banners} banners, ${summary.users} accounts, ` +
        `${summary.images} images in R2.`,
    );
  } else {
    console.log("Local database already has data; not seeding (npm run db:seed resets it).");
  }
} finally {
  await proxy.dispose();
}
