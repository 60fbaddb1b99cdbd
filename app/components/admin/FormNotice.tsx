import { dashboardCopy } from "~/i18n/dashboard.ts";
import { Alert } from "~/ui/alert.tsx";

/** The outcome an admin form shows above itself: a dismissible success, or an error; null shows nothing. */
export type Notice = { tone: "success"; text: string } | { tone: "error"; text: string } | null;

export function FormNotice(props: { notice: Notice; onDismiss(): void }) {
  const { notice } = props;
  if (notice?.tone === "success") {
    return (
      <Alert tone="success" onDismiss={props.onDismiss} dismissLabel={dashboardCopy.adminScreens.dismiss}>
        {notice.text}
      </Alert>
    );
  }
  return notice?.tone === "error" ? <Alert tone="error">{notice.text}</Alert> : null;
}
