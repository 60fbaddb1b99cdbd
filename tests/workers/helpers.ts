import { env, exports } from "cloudflare:workers";
import { seedDatabase, type SeedImages } from "@db/seed/seed.ts";

/** A distinct tiny payload per record, so content-hashed keys differ as they would for real images. */
function fixtureBytes(label: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`RIFF-test-image:${label}`) as Uint8Array<ArrayBuffer>;
}

export const fixtureImages: SeedImages = {
  product: async (product) => fixtureBytes(`product:${product.name}`),
  category: async (category) => fixtureBytes(`category:${category.name}`),
  banner: async (banner) => fixtureBytes(`banner:${banner.name}`),
};

export function seedDemoShop(now = Date.now()) {
  return seedDatabase(env.DB, env.IMAGES, fixtureImages, now);
}

export function fetchPage(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(new URL(path, "http://shop.test"), init));
}
