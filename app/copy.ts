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

  auth: {
    dialogTitle: "Sign in to e-Shop",
    close: "Close",
    signInTab: "Sign in",
    registerTab: "Register",
    name: "Name",
    email: "Email Address",
    password: "Password",
    signIn: "Sign in",
    createAccount: "Create Account",
    orContinueWith: "Or Continue With",
    google: "Continue with Google",
    googleNotConfigured: "Google sign-in is not set up on this shop yet. Please use your email and password.",
    signingIn: "Signing in...",
    creatingAccount: "Creating your account...",
    validation: {
      email: "Please enter a valid Email Address",
      name: "Please Enter Your Name",
      nameTooLong: "Name must be at most 80 characters",
      password: "Password Must be 8-12 characters",
    },
    errors: {
      invalidCredentials: "The email or password is not correct.",
      emailInUse: "An account with this email already exists. Please sign in instead.",
      tooManyRequests: "Too many sign-in attempts. Please wait 15 minutes and try again.",
      network: "We could not reach the shop. Check your connection and try again.",
      googleCancelled: "Google sign-in was cancelled. Please try again.",
      googleFailed: "Google sign-in failed. Please try again or use your email and password.",
      unknown: "Something went wrong. Please try again.",
    },
    loginRequired: "Please sign in to continue.",
    notAllowedTitle: "Not allowed | e-Shop",
    notAllowed: "You are not allowed to see this page.",
    notAllowedHelp: "This page is for shop admins. If you think you should have access, ask an admin.",
    registerTitle: "Create your e-Shop account",
    signInDescription: "Welcome back! Sign in to order and follow your purchases.",
    registerDescription: "Register with your name, email and a password.",
    loginRequiredHelp: "Sign in or create an account to see this page.",
  },

  dashboard: {
    title: "Dashboard | e-Shop",
    description: "Your e-Shop dashboard.",
    drawerTitle: "DashBoard",
    openMenu: "Open dashboard menu",
    navigation: "Dashboard menu",
    menu: {
      home: "Home",
      myOrder: "My Order",
      addProduct: "Add Product",
      manageProduct: "Manage Product",
      manageFlashsell: "Manage Flashsell",
      manageOrder: "Manage Order",
      manageBanner: "Manage Banner",
      manageCategory: "Manage Category",
      addAdmin: "Add Admin",
      logout: "Logout",
    },
    welcome: (name: string) => `Welcome, ${name}`,
    welcomeAdmin: "Run the shop from the menu: products, flash sales, banners, categories, orders and admins.",
    welcomeShopper: "See and cancel your orders under My Order.",
    comingSoon: "This screen is being built.",
    makeAdmin: {
      heading: "Add Admin",
      email: "Email Address",
      submit: "Make Admin",
      submitting: "Saving...",
      help: "They must already have an e-Shop account.",
    },
  },

  notice: {
    dismiss: "Dismiss",
  },

  api: {
    crossSite: "Requests from other sites are not accepted.",
    invalidInput: "Some fields are not valid.",
    notFound: "Not found.",
    methodNotAllowed: "This method is not allowed here.",
    noAccount: "No account uses this email. Ask them to register first.",
    madeAdmin: (email: string) => `${email} is now an admin.`,
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
