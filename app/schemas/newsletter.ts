/** The footer's newsletter sign-up: one email, checked by the form and by the server alike. */
import * as v from "valibot";
import { emailField } from "~/schemas/auth.ts";
import { required } from "~/schemas/parse.ts";

export const subscribeSchema = v.object({ email: required(emailField) });

export type SubscribeInput = v.InferOutput<typeof subscribeSchema>;
