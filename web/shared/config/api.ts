import { queryOptions } from "@tanstack/react-query";
import { footerConfigKey, footerPart } from "../../../core/footer-config";
import { api } from "../api/client";

export const configKeys = {
  public: () => ["config"] as const,
};

export const publicConfigQuery = queryOptions({
  queryKey: configKeys.public(),
  queryFn: () => api("GET /api/config/public"),
  staleTime: Infinity,
});

/**
 * The footer's part of it: a prerendered page has it written in (core/footer-config.ts); a page
 * rendered in the browser asks for the whole configuration, once for every part that needs it.
 */
export const footerConfigQuery = queryOptions({
  queryKey: footerConfigKey,
  queryFn: async ({ client }) => footerPart(await client.fetchQuery(publicConfigQuery)),
  staleTime: Infinity,
});
