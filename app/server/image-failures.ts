/**
 * What an image upload, or the admin's browser check before it, refused, as answers (`FailureAnswer`; the other
 * areas' tables are in failures.ts). A module of its own: the admin screens check a photo before sending it, and
 * must not load every other area's answers (and their texts) for it.
 */
import { dashboardCopy } from "~/i18n/dashboard.ts";
import type { UploadProblem } from "~/domain/images/uploads.server.ts";
import { section } from "~/i18n/catalogue.ts";
import type { FailureAnswer } from "./failure-answer.ts";

export const imageFailures = section((): Record<UploadProblem, FailureAnswer> => ({
  "image-required": { status: 400, error: dashboardCopy.admin.errors.imageRequired },
  "image-too-large": { status: 413, error: dashboardCopy.admin.errors.imageTooLarge },
  "image-type": { status: 415, error: dashboardCopy.admin.errors.imageType },
  "image-too-many-pixels": { status: 400, error: dashboardCopy.admin.errors.imageTooManyPixels },
  "banner-size": { status: 400, error: dashboardCopy.admin.errors.bannerSize },
  "thumb-invalid": { status: 400, error: dashboardCopy.admin.errors.thumbInvalid },
}));
