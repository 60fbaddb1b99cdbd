/**
 * Every user-facing text of the shop, in one place. Texts quoted by the spec (storefront-spec.md) are kept
 * exactly as the spec spells them, typos included ("comming", "Cancle", "Contract Us"): they are the contract.
 */
export const copy = {
  shopName: "e-Shop",
  shopTagline: "Everything you need, delivered fast.",
  loading: "Loading...",

  nav: {
    home: "Home",
    products: "Products",
    search: "Search",
    searchPlaceholder: "Search products",
    searchLabel: "Search products by name",
    cart: "Shopping cart",
    cartWithCount: (count: string) => `Shopping cart, ${count} items`,
    login: "Login",
    logout: "Logout",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNavigation: "Main navigation",
    accountMenu: (name: string) => `Account menu for ${name}`,
    profile: "Profile",
    account: "Account",
    dashboard: "Dashboard",
    adminBadge: "Admin",
  },

  footer: {
    quickLink: "Quick Link:",
    home: "Home",
    explore: "Explore",
    about: "About",
    contact: "Contract Us",
    logout: "LogOut",
    login: "Login",
    shopToday: "Shop Today:",
    newExclusive: "New Exclusive",
    topRated: "Top Rated",
    sellOffer: "Sell Offer",
    emailSubscription: "Email Subscription:",
    emailPlaceholder: "Enter Your Email",
    submit: "Submit",
    copyright: "© 2021 All Right Served By e-Shop Ltd.",
    social: "Follow e-Shop",
    facebook: "e-Shop on Facebook",
    messenger: "Message e-Shop on Messenger",
  },

  home: {
    title: "e-Shop: shop fashion, laptops, phones and more",
    description:
      "Shop fashion, laptops, phones and parts, jewelry & watches, bags, accessories and beauty products at e-Shop. Pay with bKash.",
    categories: "Categories",
    featuredProducts: "Just for you",
  },

  product: {
    price: (price: string) => `$${price}`,
    rating: (stars: string, count: number) => `${stars} out of 5 stars from ${count} ratings`,
    ratingCount: (count: number) => `(${count})`,
    starValue: (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`),
  },

  temp: {
    title: "Coming soon | e-Shop",
    text: "Working on site. comming soon...",
  },

  notFound: {
    title: "Page not found | e-Shop",
    text: "Error 404 !",
    help: "The page you are looking for does not exist.",
    backHome: "Back to the shop",
  },

  error: {
    title: "Something went wrong | e-Shop",
    heading: "Something went wrong",
    text: "We could not show this page. Please try again in a moment.",
    retry: "Try again",
  },
} as const;
