/** See vite.copy-chunks.ts: each copy catalogue's file in the browser build, by `<namespace>.<language>`. */
declare module "virtual:copy-chunks" {
  const files: Readonly<Record<string, string>>;
  export default files;
}
