import type { Meta, StoryObj } from "@storybook/react-vite";
import { createStore, Provider, useAtom } from "jotai";
import { type ReactNode, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LoginRequired } from "~/components/dashboard/LoginRequired.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { authDialogAtom } from "~/client/ui.ts";

function FreshStore({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return <Provider store={store}>{children}</Provider>;
}

/** Stands in for the auth dialog: shows what the atom asks for and can close it. */
function AuthDialogProbe() {
  const [state, setState] = useAtom(authDialogAtom);
  return (
    <aside aria-label="Auth dialog state">
      <dl>
        <dt>open</dt>
        <dd data-testid="open">{String(state.open)}</dd>
        <dt>tab</dt>
        <dd data-testid="tab">{state.tab}</dd>
        <dt>returnTo</dt>
        <dd data-testid="returnTo">{state.returnTo}</dd>
        <dt>closeAction</dt>
        <dd data-testid="closeAction">{state.closeAction}</dd>
      </dl>
      <button type="button" onClick={() => setState((current) => ({ ...current, open: false }))}>
        Close probe dialog
      </button>
    </aside>
  );
}

const meta = {
  title: "Dashboard/LoginRequired",
  component: LoginRequired,
  render: () => (
    <FreshStore>
      <LoginRequired />
      <AuthDialogProbe />
    </FreshStore>
  ),
  parameters: { router: { initialEntries: ["/dashboard/myorder?page=2"] } },
} satisfies Meta<typeof LoginRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensTheSignInDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: shopCopy.auth.loginRequired })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId("open")).toHaveTextContent("true"));
    await expect(canvas.getByTestId("tab")).toHaveTextContent("signin");
    await expect(canvas.getByTestId("returnTo")).toHaveTextContent("/dashboard/myorder?page=2");
    await expect(canvas.getByTestId("closeAction")).toHaveTextContent("back");
  },
};

export const LoginButtonOpensItAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId("open")).toHaveTextContent("true"));
    await userEvent.click(canvas.getByRole("button", { name: "Close probe dialog" }));
    await expect(canvas.getByTestId("open")).toHaveTextContent("false");
    await userEvent.click(canvas.getByRole("button", { name: shopCopy.nav.login }));
    await expect(canvas.getByTestId("open")).toHaveTextContent("true");
    await expect(canvas.getByTestId("returnTo")).toHaveTextContent("/dashboard/myorder?page=2");
  },
};
