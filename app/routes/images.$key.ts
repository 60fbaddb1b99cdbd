import { getEnv } from "~/server/context.ts";
import { serveImage } from "~/server/images.ts";
import type { Route } from "./+types/images.$key";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return serveImage(getEnv(context).IMAGES, params.key, request);
}
