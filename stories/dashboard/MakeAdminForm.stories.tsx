import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MakeAdminForm, type MakeAdminFormProps, type MakeAdminResult } from "~/components/dashboard/MakeAdminForm.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { serverCopy } from "~/i18n/server.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";

/** Plays the route's part: marks the submit pending, then hands back the given result. */
function SubmittingMakeAdminForm(props: MakeAdminFormProps & { answer: MakeAdminResult }) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<MakeAdminResult>();
  return (
    <MakeAdminForm
      pending={pending}
      result={result}
      onSubmit={(email) => {
        props.onSubmit(email);
        setPending(true);
        setTimeout(() => {
          setPending(false);
          setResult({ ...props.answer });
        }, 50);
      }}
    />
  );
}

const meta = {
  title: "Dashboard/MakeAdminForm",
  component: MakeAdminForm,
  args: { pending: false, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MakeAdminForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: dashboardCopy.dashboard.makeAdmin.heading }),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: dashboardCopy.dashboard.makeAdmin.email })).toHaveValue("");
    await expect(canvas.getByRole("button", { name: dashboardCopy.dashboard.makeAdmin.submit })).toBeEnabled();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: dashboardCopy.dashboard.makeAdmin.email });
    await userEvent.type(input, "tanvir@");
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.dashboard.makeAdmin.submit }));
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Please enter a valid Email Address");
    await expect(input).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: dashboardCopy.dashboard.makeAdmin.submitting })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { result: { ok: true, message: shopCopy.api.madeAdmin("nadia.karim@example.com") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("nadia.karim@example.com is now an admin.");
  },
};

export const SubmitSuccessResetsInput: Story = {
  render: (args) => (
    <SubmittingMakeAdminForm
      {...args}
      answer={{ ok: true, message: shopCopy.api.madeAdmin("nadia.karim@example.com") }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: dashboardCopy.dashboard.makeAdmin.email });
    await userEvent.type(input, " Nadia.Karim@Example.com");
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.dashboard.makeAdmin.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith("nadia.karim@example.com");
    await expect(await canvas.findByRole("status")).toHaveTextContent("nadia.karim@example.com is now an admin.");
    await waitFor(() => expect(input).toHaveValue(""));
    await expect(canvas.getByRole("button", { name: dashboardCopy.dashboard.makeAdmin.submit })).toBeEnabled();
  },
};

export const Failure: Story = {
  args: { result: { ok: false, error: serverCopy.api.noAccount } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("No account uses this email");
  },
};

export const SubmitFailureKeepsInput: Story = {
  render: (args) => <SubmittingMakeAdminForm {...args} answer={{ ok: false, error: serverCopy.api.noAccount }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: dashboardCopy.dashboard.makeAdmin.email });
    await userEvent.type(input, "nobody@example.com");
    await userEvent.click(canvas.getByRole("button", { name: dashboardCopy.dashboard.makeAdmin.submit }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(serverCopy.api.noAccount);
    await expect(input).toHaveValue("nobody@example.com");
  },
};

export const ServerFieldError: Story = {
  args: { result: { ok: false, fieldErrors: { email: shopCopy.auth.validation.email } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: dashboardCopy.dashboard.makeAdmin.email });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(shopCopy.auth.validation.email);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};
