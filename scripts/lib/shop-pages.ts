/** The shop pages the benchmarks measure, addressed on a running server. */

/** The path of the demo shop's top-rated product's page. */
export async function topRatedProductPath(baseURL: string): Promise<string> {
  const products = (await (await fetch(`${baseURL}/api/products?pageSize=1&sort=rating`)).json()) as {
    items: { _id: string }[];
  };
  return `/productdetails/${products.items[0]!._id}`;
}

/** Issue 29's four pages, as `[name, path]`: the home, the product list, a product and the cart. */
export async function shopPages(baseURL: string): Promise<[string, string][]> {
  return [
    ["home", "/"],
    ["products", "/products"],
    ["product page", await topRatedProductPath(baseURL)],
    ["shoppingcart", "/shoppingcart"],
  ];
}
