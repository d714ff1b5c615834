import { queryOptions } from "@tanstack/react-query";
import type { PublicConfig } from "../../../core/api/config";
import { apiFetch } from "../api/client";

export const configKeys = {
  public: () => ["config"] as const,
};

export const publicConfigQuery = queryOptions({
  queryKey: configKeys.public(),
  queryFn: () => apiFetch<PublicConfig>("/api/config/public"),
  staleTime: Infinity,
});
