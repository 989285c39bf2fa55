import { render, screen, waitFor } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "./toast";

/** The toast (sonner's list item) that shows this title. */
async function shownToast(title: string): Promise<HTMLElement> {
  const text = await screen.findByText(title);
  const item = text.closest<HTMLElement>("[data-sonner-toast]");
  expect(item).not.toBeNull();
  return item as HTMLElement;
}

describe("toast (sonner loaded with the first toast)", () => {
  it("keeps a toast raised before the toaster mounts and shows it once it does", async () => {
    toast.success("Saved before the toaster", { description: "It waited for the toaster." });
    // The toast has reached sonner (loaded by the call) while no toaster is there to show it.
    const titles = () => sonner.getToasts().map((shown) => ("title" in shown ? shown.title : undefined));
    await waitFor(() => expect(titles()).toContain("Saved before the toaster"));
    expect(screen.queryByText("Saved before the toaster")).not.toBeInTheDocument();

    render(<Toaster />);

    const item = await shownToast("Saved before the toaster");
    expect(item).toHaveAttribute("data-type", "success");
    expect(item).toHaveTextContent("It waited for the toaster.");
  });

  it.each(["success", "error", "info", "warning"] as const)(
    "passes the message and the description of %s to sonner",
    async (kind) => {
      render(<Toaster />);

      toast[kind](`The ${kind} message`, { description: `The ${kind} description` });

      const item = await shownToast(`The ${kind} message`);
      expect(item).toHaveAttribute("data-type", kind);
      expect(item).toHaveTextContent(`The ${kind} description`);
    },
  );

  it("dismisses one toast by its id, and all of them without one", async () => {
    render(<Toaster />);
    toast.info("First", { id: "first" });
    toast.info("Second", { id: "second" });
    toast.error("Third");
    await shownToast("First");
    await shownToast("Second");
    await shownToast("Third");

    toast.dismiss("first");
    await waitFor(() => expect(screen.queryByText("First")).not.toBeInTheDocument());
    expect(screen.getByText("Second")).toBeInTheDocument();
    expect(screen.getByText("Third")).toBeInTheDocument();

    toast.dismiss();
    await waitFor(() => expect(screen.queryByText("Second")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText("Third")).not.toBeInTheDocument());
  });
});
