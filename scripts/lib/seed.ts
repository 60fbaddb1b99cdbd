/**
 * Loads the demo shop (its records in db/seed/) into D1 and R2, through the domain for what the domain owns (password
 * hashes, image keys). Runs in Node (scripts/local-data.ts, through wrangler's platform proxy) and inside workerd
 * (tests): it takes the bindings and the already rendered images as arguments.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { hashPassword } from "../../app/domain/accounts/password.server.ts";
import { storeImage, storeThumb } from "../../app/domain/images/images.server.ts";
import * as schema from "../../db/schema.ts";
import {
  demoAccounts,
  seedBanners,
  seedCategories,
  seedFlashSale,
  seedProducts,
  type SeedBanner,
  type SeedCategory,
  type SeedProduct,
} from "../../db/seed/catalogue.ts";

const DAY_MS = 86_400_000;
const FLASH_WINDOW_DAYS = 30;

/** WebP bytes for each seed record, rendered by the caller (sharp in Node; tiny fixtures in tests). */
export interface SeedImages {
  product(product: SeedProduct, index: number): Promise<Uint8Array<ArrayBuffer>>;
  /** The product photo's small rendition (at most 400 px); without it the photo stands in. */
  productThumb?(product: SeedProduct, index: number): Promise<Uint8Array<ArrayBuffer>>;
  category(category: SeedCategory): Promise<Uint8Array<ArrayBuffer>>;
  banner(banner: SeedBanner): Promise<Uint8Array<ArrayBuffer>>;
}

export interface SeedSummary {
  categories: number;
  products: number;
  banners: number;
  flashSaleProducts: number;
  users: number;
  images: number;
}

/** D1 caps bound parameters per statement at 100; insert in chunks that stay under it. */
function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export async function isDatabaseEmpty(d1: D1Database): Promise<boolean> {
  const row = await d1.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
  return (row?.n ?? 0) === 0;
}

export async function seedDatabase(
  d1: D1Database,
  bucket: R2Bucket,
  images: SeedImages,
  now = Date.now(),
  /** The shop's currency and taka rate (SHOP_CURRENCY, BKASH_BDT_RATE): the delivery charges are set in taka. */
  _money: { currency: string; bdtRate: number } = { currency: "USD", bdtRate: 122 },
): Promise<SeedSummary> {
  const db = drizzle(d1, { schema });
  const keys = new Set<string>();
  const store = async (bytes: Uint8Array<ArrayBuffer>, thumb?: Uint8Array<ArrayBuffer>) => {
    const key = await storeImage(bucket, bytes, "webp");
    if (thumb) await storeThumb(bucket, key, thumb);
    keys.add(key);
    return key;
  };

  const categoryRows = [];
  for (const [position, category] of seedCategories.entries()) {
    // Category art is 240 px: it is its own small rendition.
    const art = await images.category(category);
    // The key is the name lowercased, as the admin screens store it (decision 014).
    categoryRows.push({
      name: category.name.toLowerCase(),
      displayName: category.name,
      imageKey: await store(art, art),
      position,
    });
  }
  const productRows = [];
  for (const [index, product] of seedProducts.entries()) {
    productRows.push({
      name: product.name,
      seller: product.seller,
      category: product.category.toLowerCase(),
      priceCents: product.priceCents,
      shippingCents: product.shippingCents,
      stock: product.stock,
      starHalves: product.starHalves,
      starCount: product.starCount,
      imageKey: await store(await images.product(product, index), await images.productThumb?.(product, index)),
      createdAt: new Date(now - product.daysAgo * DAY_MS - index * 1000),
    });
  }
  const bannerRows = [];
  for (const [position, banner] of seedBanners.entries()) {
    bannerRows.push({
      name: banner.name,
      imageKey: await store(await images.banner(banner)),
      position,
      link: banner.link,
    });
  }
  const userRows = [];
  for (const account of demoAccounts) {
    userRows.push({
      email: account.email.toLowerCase(),
      displayName: account.displayName,
      passwordHash: await hashPassword(account.password),
      isAdmin: account.isAdmin,
      // The demo accounts' addresses are example.com: nobody could follow a link sent there.
      emailVerifiedAt: new Date(now),
    });
  }

  await db.batch([
    db.insert(schema.categories).values(categoryRows),
    db.insert(schema.users).values(userRows),
    db.insert(schema.banners).values(bannerRows),
    ...chunk(productRows, 8).map((rows) => db.insert(schema.products).values(rows)),
  ]);

  const inserted = await db.select({ id: schema.products.id, name: schema.products.name }).from(schema.products);
  const idByName = new Map(inserted.map((row) => [row.name, row.id]));
  const productId = (name: string) => {
    const id = idByName.get(name);
    if (id === undefined) throw new Error(`Seed data names an unknown product: ${name}`);
    return id;
  };

  const featureRows = seedProducts.flatMap((product) =>
    product.features.map((feature, position) => ({ productId: productId(product.name), position, ...feature })),
  );
  const flashRows = seedFlashSale.map((item) => ({
    productId: productId(item.productName),
    sellPriceCents: item.sellPriceCents,
    sellShippingCents: item.sellShippingCents,
    flashStock: item.flashStock,
  }));
  await db.batch([
    db.insert(schema.flashSaleProducts).values(flashRows),
    ...chunk(featureRows, 20).map((rows) => db.insert(schema.productFeatures).values(rows)),
    // An open window from now for a month, as the admin screen's defaults; the Durable Object starts from it.
    db.insert(schema.flashSaleWindows).values({
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + FLASH_WINDOW_DAYS * DAY_MS),
      setBy: "seed",
    }),
  ]);

  // The products sold in options: their options, and their variants in place of the one every product starts with
  // (migration 0017's trigger); the product row's price and stock follow the variants by trigger.
  // Their further photos first (a variant's photo is one of its product's gallery).
  const morePhotos = new Map<string, string[]>();
  for (const [index, product] of seedProducts.entries()) {
    const keys = [];
    for (const photo of product.morePhotos ?? []) {
      // Named for what it shows, so that no two pictures render alike (tests render a name's bytes).
      const shown = { ...product, name: `${product.name}, ${photo.label}`, hue: photo.hue };
      keys.push(await store(await images.product(shown, index), await images.productThumb?.(shown, index)));
    }
    if (keys.length) morePhotos.set(product.name, keys);
  }
  const variantWrites = seedProducts.flatMap((product) => {
    if (!product.options || !product.variants) return [];
    const id = productId(product.name);
    const gallery = morePhotos.get(product.name) ?? [];
    return [
      ...(gallery.length
        ? [
            db
              .insert(schema.productImages)
              .values(gallery.map((imageKey, at) => ({ productId: id, position: at + 1, imageKey }))),
          ]
        : []),
      db.insert(schema.productOptions).values(
        product.options.map((option, position) => ({
          productId: id,
          position,
          name: option.name,
          values: option.values,
        })),
      ),
      db.delete(schema.productVariants).where(eq(schema.productVariants.productId, id)),
      db.insert(schema.productVariants).values(
        product.variants.map((variant, position) => ({
          productId: id,
          position,
          sku: variant.sku,
          optionValues: variant.values,
          priceCents: variant.priceCents,
          compareAtCents: variant.compareAtCents ?? null,
          stock: variant.stock,
          imageKey: variant.photo ? (gallery[variant.photo - 1] ?? null) : null,
        })),
      ),
    ];
  });
  const [firstWrite, ...otherWrites] = variantWrites;
  if (firstWrite) await db.batch([firstWrite, ...otherWrites]);

  await seedDeliveryZones(db);

  return {
    categories: categoryRows.length,
    products: productRows.length,
    banners: bannerRows.length,
    flashSaleProducts: flashRows.length,
    users: userRows.length,
    images: keys.size,
  };
}

/**
 * The delivery zones a Bangladeshi shop starts with, in whole taka (decision 042), at what shops commonly charge
 * (docs/guide-delivery.md, "How a merchant sets zones"): Inside Dhaka (the city's thanas) ৳70, free from ৳5,000;
 * Dhaka suburbs (Dhaka district's upazilas, Gazipur and Narayanganj) ৳110; Outside Dhaka, the default, ৳130. What
 * each covers is chosen from the locations migration by name. Cash on delivery everywhere up to ৳10,000, the delivery
 * charge paid first by wallet outside the city (decision 023, today 047; docs/guide-orders.md, "Setting the COD
 * rules").
 */
async function seedDeliveryZones(db: ReturnType<typeof drizzle<typeof schema>>) {
  const { deliveryZones, deliveryZoneAreas, deliveryZoneDistricts, areas, districts } = schema;
  const dhaka = db.select({ id: districts.id }).from(districts).where(eq(districts.name, "Dhaka"));
  const cod = (advance: "none" | "delivery") => ({
    codEnabled: true,
    codMaxTotalTaka: 10_000,
    codAdvance: advance,
  });
  await db.batch([
    db.insert(deliveryZones).values([
      {
        id: 1,
        name: "Inside Dhaka",
        feeTaka: 70,
        freeOverTaka: 5000,
        position: 0,
        ...cod("none"),
      },
      { id: 2, name: "Dhaka suburbs", feeTaka: 110, position: 1, ...cod("delivery") },
      {
        id: 3,
        name: "Outside Dhaka",
        feeTaka: 130,
        isDefault: true,
        position: 2,
        ...cod("delivery"),
      },
    ]),
    db.insert(deliveryZoneAreas).select(
      db
        .select({ areaId: areas.id, zoneId: sql<number>`1`.as("zone_id") })
        .from(areas)
        .where(and(eq(areas.kind, "thana"), inArray(areas.districtId, dhaka))),
    ),
    db.insert(deliveryZoneAreas).select(
      db
        .select({ areaId: areas.id, zoneId: sql<number>`2`.as("zone_id") })
        .from(areas)
        .where(and(eq(areas.kind, "upazila"), inArray(areas.districtId, dhaka))),
    ),
    db.insert(deliveryZoneDistricts).select(
      db
        .select({ districtId: districts.id, zoneId: sql<number>`2`.as("zone_id") })
        .from(districts)
        .where(inArray(districts.name, ["Gazipur", "Narayanganj"])),
    ),
  ]);
}
