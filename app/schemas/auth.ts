/**
 * Sign-in and registration input: one schema each, used by the auth dialog and by the server.
 * Login accepts every password registration accepts (8 to 128 characters), and the message states those bounds.
 */
import * as v from "valibot";
import { shopCopy } from "~/i18n/shop.ts";
import { required } from "~/schemas/parse.ts";
import { readable, visibleText } from "~/schemas/text.ts";

export const NAME_MAX = 80;
export const PASSWORD_MIN = 8;
/** Long enough for passphrases and password managers (NIST SP 800-63B asks for at least 64). */
export const PASSWORD_MAX = 128;

export const emailField = v.pipe(
  v.string(() => shopCopy.auth.validation.email),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(() => shopCopy.auth.validation.email),
  v.email(() => shopCopy.auth.validation.email),
  v.maxLength(254, () => shopCopy.auth.validation.email),
);

const passwordField = v.pipe(
  v.string(() => shopCopy.auth.validation.password),
  v.minLength(PASSWORD_MIN, () => shopCopy.auth.validation.password),
  v.maxLength(PASSWORD_MAX, () => shopCopy.auth.validation.password),
);

export const loginSchema = v.object({
  email: required(emailField),
  password: required(passwordField),
});

export const registerSchema = v.object({
  name: required(
    v.pipe(
      v.string(() => shopCopy.auth.validation.name),
      visibleText,
      v.trim(),
      v.nonEmpty(() => shopCopy.auth.validation.name),
      v.maxLength(NAME_MAX, () => shopCopy.auth.validation.nameTooLong),
      readable(() => shopCopy.auth.validation.name),
    ),
  ),
  email: required(emailField),
  password: required(passwordField),
});

/** A signed-in user's new password: the current one proves it is them. */
export const changePasswordSchema = v.object({
  currentPassword: required(passwordField),
  newPassword: required(passwordField),
});

export const makeAdminSchema = v.object({ email: required(emailField) });

/** "Forgot password": the address to send a reset link to (POST /api/password-reset, the /forgot-password form). */
export const passwordResetRequestSchema = v.object({ email: required(emailField) });

/**
 * A new password through an emailed link (POST /api/password-reset/confirm, the /reset-password form): the link's
 * token and the password, 8 to 128 characters like registration's.
 */
export const passwordResetConfirmSchema = v.object({
  token: required(
    v.pipe(
      v.string(() => shopCopy.auth.validation.resetToken),
      v.trim(),
      v.nonEmpty(() => shopCopy.auth.validation.resetToken),
      v.maxLength(100, () => shopCopy.auth.validation.resetToken),
    ),
  ),
  password: required(passwordField),
});

export type LoginInput = v.InferOutput<typeof loginSchema>;
export type RegisterInput = v.InferOutput<typeof registerSchema>;
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;
export type PasswordResetConfirmInput = v.InferOutput<typeof passwordResetConfirmSchema>;
