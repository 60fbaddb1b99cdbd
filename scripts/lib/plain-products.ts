/**
 * Products the end-to-end journeys and the press benchmark buy: the newest with at least `minStock` in stock and no options (a product in options waits
 * for a choice before it can be added, and another test may have just added one).
 */
export async function plainProducts(
  baseURL: string,
  minStock: number,
): Promise<{ _id: string; name: string; stock: number; category: string }[]> {
  const list = (await (await fetch(`${baseURL}/api/products?pageSize=40&sort=newest`)).json()) as {
    items: { _id: string; name: string; stock: number; category: string }[];
  };
  const stocked = list.items.filter((item) => item.stock >= minStock);
  const details = await Promise.all(
    stocked.map(
      async (item) => (await (await fetch(`${baseURL}/api/products/${item._id}`)).json()) as { options?: unknown[] },
    ),
  );
  return stocked.filter((_, index) => (details[index]!.options ?? []).length === 0);
}
