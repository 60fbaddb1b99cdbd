import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The URL map of spec section 2, in the spec's order. Later issues add the remaining routes. */
export default [
  index("routes/home.tsx"),
  route("home", "routes/home.tsx", { id: "routes/home-alias" }),
  route("temp", "routes/temp.tsx"),

  // Resource routes
  route("images/:key", "routes/images.$key.ts"),

  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
