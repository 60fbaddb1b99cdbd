import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** The URL map of spec section 2, in the spec's order, then the JSON API and other resource routes. */
export default [
  index("routes/home.tsx"),
  route("home", "routes/home.tsx", { id: "routes/home-alias" }),
  route("products/:findItem?", "routes/products.tsx"),
  route("shoppingcart", "routes/shoppingcart.tsx"),
  route("buyproduct/:id", "routes/buyproduct.$id.tsx"),
  route("confirmorder/:orderId?", "routes/confirmorder.$orderId.tsx"),
  route("productdetails/:id", "routes/productdetails.$id.tsx"),
  route("productorder/:id", "routes/productorder.$id.tsx"),
  route("temp", "routes/temp.tsx"),
  route("dashboard", "routes/dashboard.tsx", [
    index("routes/dashboard._index.tsx"),
    route("myorder", "routes/dashboard.myorder.tsx"),
    route("order/:id", "routes/dashboard.order.$id.tsx"),
    layout("routes/dashboard.admin.tsx", [
      route("addproduct", "routes/dashboard.addproduct.tsx"),
      route("manageproduct", "routes/dashboard.manageproduct.tsx"),
      route("manageflashsell", "routes/dashboard.manageflashsell.tsx"),
      route("manageorder", "routes/dashboard.manageorder.tsx"),
      route("managebanner", "routes/dashboard.managebanner.tsx"),
      route("managecategory", "routes/dashboard.managecategory.tsx"),
      route("addadmin", "routes/dashboard.addadmin.tsx"),
    ]),
  ]),
  route("payment/:id?", "routes/payment.$id.tsx"),
  route("newsletter", "routes/newsletter.tsx"),

  // JSON API (same-origin for every mutation; see workers/app.ts)
  route("api/products", "routes/api.products.ts"),
  route("api/products/:id", "routes/api.products.$id.ts"),
  route("api/cart/quote", "routes/api.cart.quote.ts"),
  route("api/orders", "routes/api.orders.ts"),
  route("api/orders/:id", "routes/api.orders.$id.ts"),
  route("api/payments", "routes/api.payments.ts"),
  route("api/payments/bkash/sms", "routes/api.payments.bkash.sms.ts"),
  route("api/images", "routes/api.images.ts"),
  route("api/images/:key", "routes/api.images.$key.ts"),
  route("api/flashsell", "routes/api.flashsell.ts"),
  route("api/flashsell/:id", "routes/api.flashsell.$id.ts"),
  route("api/flashsellTime", "routes/api.flashsellTime.ts"),
  route("api/category", "routes/api.category.ts"),
  route("api/category/:id", "routes/api.category.$id.ts"),
  route("api/banner", "routes/api.banner.ts"),
  route("api/banner/:id", "routes/api.banner.$id.ts"),
  route("api/auth/*", "routes/api.auth.$.ts"),
  route("api/session", "routes/api.session.ts"),
  route("api/session/password", "routes/api.session.password.ts"),
  route("api/sessions", "routes/api.sessions.ts"),
  route("api/users", "routes/api.users.ts"),
  route("api/users/admin", "routes/api.users.admin.ts"),
  route("api/users/admin/:email", "routes/api.users.admin.$email.ts"),
  route("api/users/:email", "routes/api.users.$email.ts"),
  route("api/subscribers", "routes/api.subscribers.ts"),

  // Resource routes
  route("images/:key", "routes/images.$key.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
