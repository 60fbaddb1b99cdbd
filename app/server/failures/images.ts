/** What an image upload refused, as answers (`FailureAnswer`). */
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { UploadProblem } from "~/domain/images/uploads.server.ts";
import { section } from "~/i18n/catalogue.ts";
import type { FailureAnswer } from "../failures.ts";

export const imageFailures = section((): Record<UploadProblem, FailureAnswer> => ({
  "image-required": { status: 400, error: dashboardCopy.admin.errors.imageRequired },
  "image-too-large": { status: 413, error: dashboardCopy.admin.errors.imageTooLarge },
  "image-type": { status: 415, error: dashboardCopy.admin.errors.imageType },
  "image-too-many-pixels": { status: 400, error: dashboardCopy.admin.errors.imageTooManyPixels },
  "banner-size": { status: 400, error: dashboardCopy.admin.errors.bannerSize },
  "thumb-invalid": { status: 400, error: dashboardCopy.admin.errors.thumbInvalid },
}));
