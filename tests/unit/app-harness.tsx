import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { SessionUser } from "../../core/session";
import { createAppRouter } from "../../web/app/router";

export const member = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: "u1",
  email: "anna@example.com",
  firstName: "Anna",
  lastName: "Ivanova",
  memberSince: "2026-03-14T09:00:00.000Z",
  plan: "FREE",
  hasWorkoutPlan: false,
  hasNutritionPlan: false,
  units: null,
  ...over,
});

/** The real router and screens, in memory, with the session answer given. */
export function createApp(path: string, user: SessionUser | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(["session"], { user });
  queryClient.setQueryData(["config"], {
    appName: "Forma",
    supportEmail: "help@forma.test",
    messengerUrl: "https://t.me/forma_test",
    legal: { nameEn: "Sole proprietor Test", nameRu: "ИП Тест", taxId: "1234", regNumber: "5678" },
  });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  return { router, queryClient };
}

export async function renderApp(path: string, user: SessionUser | null) {
  const app = createApp(path, user);
  await app.router.load();
  const view = render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  return { ...app, view };
}
