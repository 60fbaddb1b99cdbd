import { ark } from "@ark-ui/react/factory";
import type { ReactNode } from "react";
import { createStyleContext } from "./style-context.ts";
import { alert } from "styled-system/recipes";
import { IconButton } from "./icon-button.tsx";
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from "./icons.tsx";

const { withProvider, withContext } = createStyleContext(alert);

export const Root = withProvider(ark.div, "root");
export const Icon = withContext(ark.span, "icon");
export const Content = withContext(ark.div, "content");
export const Title = withContext(ark.p, "title");
export const Description = withContext(ark.div, "description");
const Dismiss = withContext(ark.div, "dismiss");

export type AlertTone = "error" | "success" | "info";

const icons = { error: AlertCircleIcon, success: CheckCircleIcon, info: InfoIcon } satisfies Record<AlertTone, unknown>;

export type AlertProps = {
  tone: AlertTone;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
} & ({ onDismiss?: undefined; dismissLabel?: undefined } | { onDismiss: () => void; dismissLabel: string });

/**
 * An inline message. Errors are announced at once (`role="alert"`), other tones politely (`role="status"`).
 * Give `onDismiss` and its button's name to let the reader close it.
 */
export function Alert(props: AlertProps) {
  const ToneIcon = icons[props.tone];
  return (
    <Root
      tone={props.tone}
      role={props.tone === "error" ? "alert" : "status"}
      className={props.className}
      id={props.id}
    >
      <Icon>
        <ToneIcon />
      </Icon>
      <Content>
        {props.title ? <Title>{props.title}</Title> : null}
        <Description>{props.children}</Description>
      </Content>
      {props.onDismiss ? (
        <Dismiss>
          <IconButton size="sm" aria-label={props.dismissLabel} onClick={props.onDismiss}>
            <CloseIcon />
          </IconButton>
        </Dismiss>
      ) : null}
    </Root>
  );
}
