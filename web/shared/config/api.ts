import { queryOptions } from "@tanstack/react-query";
import { api } from "../api/client";

export const configKeys = {
  public: () => ["config"] as const,
};

export const publicConfigQuery = queryOptions({
  queryKey: configKeys.public(),
  queryFn: () => api("GET /api/config/public"),
  staleTime: Infinity,
});
