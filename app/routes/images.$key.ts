import { getEnv } from "~/context.ts";
import { serveImage } from "~/domain/images.server.ts";
import type { Route } from "./+types/images.$key";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return serveImage(getEnv(context).IMAGES, params.key, request);
}
