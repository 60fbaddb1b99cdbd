import { describe, expect, it } from "vitest";
import type { PhotoProblem } from "~/domain/images/rules.ts";
import { imageFailures } from "~/server/failures/images.ts";
import { photoRefusalText } from "./admin.ts";

const problems = Object.keys({
  "image-required": true,
  "image-too-large": true,
  "image-type": true,
  "image-too-many-pixels": true,
  "banner-size": true,
} satisfies Record<PhotoProblem, true>) as PhotoProblem[];

describe("the admin's browser words a refused photo as the server does", () => {
  it.each(problems)("%s", (problem) => {
    expect(photoRefusalText(problem)).toBe(imageFailures[problem].error);
  });
});
