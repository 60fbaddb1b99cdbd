import { fileURLToPath } from "node:url";

/** Import aliases shared by the app, Storybook and the test projects (mirrored in tsconfig paths). */
export const aliases = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@db": fileURLToPath(new URL("./db", import.meta.url)),
  "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)),
};
