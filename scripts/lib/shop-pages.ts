/** The shop pages the benchmarks measure, addressed on a running server. */

type Listed = { _id: string; priceMin?: number; priceMax?: number; colours?: string[] };

async function listed(baseURL: string, query: string): Promise<Listed[]> {
  return ((await (await fetch(`${baseURL}/api/products?${query}`)).json()) as { items: Listed[] }).items;
}

/** The path of the demo shop's top-rated product's page. */
export async function topRatedProductPath(baseURL: string): Promise<string> {
  const [product] = await listed(baseURL, "pageSize=1&sort=rating");
  return `/productdetails/${product!._id}`;
}

/**
 * The path of a product sold in options (issue 28: its page also loads the option pickers and shows a gallery): the
 * top-rated one whose list entry has colours or a price range (the demo shop's Stretch Slim Jeans).
 */
export async function productWithOptionsPath(baseURL: string): Promise<string> {
  const product = (await listed(baseURL, "pageSize=100&sort=rating")).find(
    (item) => item.colours?.length || item.priceMin !== item.priceMax,
  );
  if (!product) throw new Error("no product sold in options among the 100 top-rated: seed the demo data");
  return `/productdetails/${product._id}`;
}

/**
 * The shop pages measured, as `[name, path]`: issue 29's four (the home, the product list, a product and the cart)
 * and a product sold in options.
 */
export async function shopPages(baseURL: string): Promise<[string, string][]> {
  return [
    ["home", "/"],
    ["products", "/products"],
    ["product page", await topRatedProductPath(baseURL)],
    ["product with options", await productWithOptionsPath(baseURL)],
    ["shoppingcart", "/shoppingcart"],
  ];
}
