/**
 * The product list and a product's page: search, filters and sorting, the empty states, a product's stock,
 * options, photos and flash sale. A namespace of its own: only the browsing pages show them.
 */
export const productsCopy = {
  allProducts: "All products",
  resultsFor: (query: string) => `Results for "${query}"`,
  resultsHeading: "Results",
  /** `capped`: more match than were counted (the count stops at 1,000). */
  resultCount: (count: number, capped = false) =>
    capped
      ? `${count.toLocaleString("en-US")}+ products`
      : count === 0
        ? "No products found"
        : count === 1
          ? "1 product"
          : `${count.toLocaleString("en-US")} products`,
  showingRange: (first: number, last: number, total: number, capped = false) =>
    `Showing ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}${capped ? "+" : ""}`,
  correction: {
    showingResultsFor: "Showing results for",
    searchInsteadFor: "Search instead for",
  },
  facets: {
    heading: "Narrow results",
    price: "Price",
    minPrice: "Min price",
    maxPrice: "Max price",
    rating: "Customer rating",
    anyRating: "Any rating",
    starsAndUp: (stars: number) => `${stars} stars & up`,
    availability: "Availability and offers",
    inStock: "In stock only",
    freeShipping: "Free shipping",
    flash: "On flash sale",
    apply: "Apply filters",
    clear: "Clear filters",
    categoryCount: (count: number, capped: boolean) => `${count.toLocaleString("en-US")}${capped ? "+" : ""}`,
  },
  productsLabel: "Products",
  categoriesLabel: "Filter by category",
  allCategories: "All categories",
  sortLabel: "Sort by",
  sorts: {
    relevance: "Relevance",
    popular: "Popular",
    "price-asc": "Price: low to high",
    "price-desc": "Price: high to low",
    rating: "Top rated",
    newest: "Newest",
  },
  apply: "Apply",
  filters: {
    label: "Filters",
    offer: { flash: "Flash sale offers" },
    shipping: { free: "Free shipping" },
    collection: { winter: "Winter selection" },
    remove: (filter: string) => `Remove filter: ${filter}`,
  },
  emptyFilterTitle: (what: string) => `${what}: nothing here right now`,
  noMatchTitle: (query: string) => `No products match "${query}"`,
  noMatchHelp: "Try one of these:",
  noMatchTips: ["Check the spelling", "Use fewer letters or a shorter word", "Search for a category, such as laptop"],
  emptyCategoryTitle: (category: string) => `No products in ${category} yet`,
  emptyCategoryHelp: "New products arrive every week. Have a look at everything else in the meantime.",
  emptyTitle: "No products yet",
  emptyHelp: "New products arrive every week. Please come back soon.",
  browseAll: "Browse all products",
  breadcrumb: "Breadcrumb",
  soldBy: "Sold by",
  category: "Category",
  freeShipping: "Free shipping",
  shipping: (price: string) => `${price} shipping`,
  available: (count: number) => (count === 1 ? "1 piece available" : `${count} pieces available`),
  lowStock: (count: number) => `Only ${count} left`,
  outOfStock: "Out of stock",
  ratingCount: (count: number) => (count === 1 ? "(1 rating)" : `(${count.toLocaleString("en-US")} ratings)`),
  quantity: "Quantity",
  increaseQuantity: "Increase quantity",
  decreaseQuantity: "Decrease quantity",
  addToCart: "Add to Cart",
  buyNow: "Buy Now",
  flashSale: "Flash sale",
  flashSaving: (percent: number) => `-${percent}%`,
  flashEndsIn: (remaining: string) => `Flash sale ends in ${remaining}`,
  flashStartsIn: (remaining: string) =>
    `The flash sale is not running now; it starts in ${remaining}. Until then the regular price applies.`,
  flashNotRunning: "The flash sale is not running now, so the regular price applies.",
  specification: "Specification",
  specificationDescription: "Description",
  specificationValue: "Value",
  similarProducts: "Similar products",
  /** A product with options (issue 28): what is still to choose, and values that cannot be chosen. */
  chooseOptions: (names: string[]) =>
    `Choose ${new Intl.ListFormat("en", { type: "conjunction" }).format(names)} to buy it.`,
  valueSoldOut: (value: string) => `${value}, sold out`,
  valueUnavailable: (value: string) => `${value}, not available`,
  photosOf: (name: string) => `Photos of ${name}`,
  photoOf: (name: string, position: number, total: number) => `${name}, photo ${position} of ${total}`,
  showPhoto: (position: number, total: number) => `Show photo ${position} of ${total}`,
  seo: {
    allProductsTitle: "All products | e-Shop",
    allProductsDescription:
      "Browse every product at e-Shop: fashion, laptops, phones and parts, jewelry & watches, bags, accessories and beauty.",
    searchTitle: (query: string) => `Results for "${query}" | e-Shop`,
    searchDescription: (query: string, total: number) => `${total} products at e-Shop match "${query}".`,
    categoryTitle: (category: string) => `${category} | e-Shop`,
    categoryDescription: (category: string, total: number) =>
      `Shop ${total} ${category} products at e-Shop. Pay with bKash.`,
    filterTitle: (what: string) => `${what} | e-Shop`,
    filterDescription: (what: string, total: number) => `${what}: ${total} products at e-Shop. Pay with bKash.`,
    productTitle: (name: string) => `${name} | e-Shop`,
    productDescription: (name: string, price: string, seller: string) =>
      `${name} for ${price} from ${seller} at e-Shop. Pay with bKash.`,
    productNotFound: "This product does not exist or is no longer sold.",
    categoryNotFound: "This category does not exist.",
    buyTitle: (name: string) => `Buy ${name} | e-Shop`,
    addedToCart: (quantity: number) => (quantity === 1 ? "Added to your cart." : `Added ${quantity} to your cart.`),
    viewCart: "View cart",
  },
} as const;
