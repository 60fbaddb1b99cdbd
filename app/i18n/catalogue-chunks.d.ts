/** See vite.catalogue-chunks.ts: each copy catalogue's file in the browser build, by `<namespace>.<language>`. */
declare module "virtual:catalogue-chunks" {
  const files: Readonly<Record<string, string>>;
  export default files;
}
