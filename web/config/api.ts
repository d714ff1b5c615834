import { queryOptions } from "@tanstack/react-query";
import type { PublicConfig } from "../../core/public-config";
import { apiFetch } from "../api/client";

export const publicConfigQuery = queryOptions({
  queryKey: ["config"],
  queryFn: () => apiFetch<PublicConfig>("/api/config/public"),
  staleTime: Infinity,
});
