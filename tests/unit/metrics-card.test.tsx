// The profile's metrics form: a save that fails validation shows its error where the member
// looks (the field focused and brought into view) and takes the last save's offer away, which
// beside an error would read as a save that worked.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MetricsCard } from "../../web/profile/MetricsCard";
import { profileApi } from "../../web/shared/queries/profile";
import { womanProfile } from "./profile-fixture";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the profile's metrics form", () => {
  it("focuses the field in error and drops the last save's offer when a save fails validation", async () => {
    const update = vi.spyOn(profileApi, "update").mockResolvedValue(womanProfile({ age: 31 }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MetricsCard userId="u1" profile={womanProfile()} onUpdatePlans={() => undefined} />
      </QueryClientProvider>,
    );
    const age = screen.getByLabelText("Age") as HTMLInputElement;
    fireEvent.change(age, { target: { value: "31" } });
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(screen.getByTestId("update-plans-notice")).toBeTruthy());
    expect(update).toHaveBeenCalledTimes(1);

    fireEvent.change(age, { target: { value: "" } });
    fireEvent.submit(screen.getByRole("form"));
    await waitFor(() => expect(document.activeElement).toBe(age));
    expect(age.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("update-plans-notice")).toBeNull();
    expect(update).toHaveBeenCalledTimes(1);
  });
});
