// The member's data out and history in (settings, "Your data"): how many downloads are left
// today, the download itself (a ZIP read as it streams), the import's preview and the import.
import { queryOptions } from "@tanstack/react-query";
import type { ApiErrorJson } from "../../../core/api/errors";
import type { ApiRoutes } from "../../../core/api/routes";
import type { ImportPreviewJson, ImportResultJson, ImportUndoneJson } from "../../../core/api/transfers";
import type { ImportInput } from "../../../core/validation/imports";
import { getLocale } from "../../../i18n/paraglide/runtime.js";
import { api, ApiFailure, apiUrl } from "../api/client";

export const transferKeys = {
  exportStatus: (userId: string) => ["transfers", userId, "export"] as const,
  imports: (userId: string) => ["transfers", userId, "imports"] as const,
};

export const exportStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: transferKeys.exportStatus(userId),
    queryFn: () => api("GET /api/account/export", { cache: "no-store" }),
    staleTime: 30_000,
  });

/** The member's last workout and diary imports, newest first, with how much of what each added is kept. */
export const importsQuery = (userId: string) =>
  queryOptions({
    queryKey: transferKeys.imports(userId),
    queryFn: () => api("GET /api/imports", { cache: "no-store" }),
    staleTime: 30_000,
  });

/** Removes the workouts or diary entries an import added (importing the file again brings them back). */
export const undoImport = (id: string): Promise<ImportUndoneJson> => api("POST /api/imports/:id/undo", { params: { id } });

/** What the server said went wrong, as the app's other calls say it. */
async function failureOf(res: { status: number; statusText: string }, text: string): Promise<ApiFailure> {
  let err: ApiErrorJson["error"] | undefined;
  try {
    err = (JSON.parse(text) as Partial<ApiErrorJson>).error;
  } catch {
    // A proxy's page: keep the status.
  }
  return new ApiFailure(res.status, err?.code ?? "http_error", err?.message ?? res.statusText);
}

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` first), else `fallback`. */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
  // Only a plain name: never a path.
  const plain = name?.split(/[\\/]/).pop()?.trim();
  return plain ? plain : fallback;
}

export interface DownloadedFile {
  name: string;
  blob: Blob;
}

/**
 * Makes and downloads the member's ZIP: POST /api/account/export, the answer read as it streams
 * (its size is not known up front), `onBytes` told the bytes received so far.
 */
export async function downloadExport(onBytes: (bytes: number) => void, signal?: AbortSignal): Promise<DownloadedFile> {
  const res = await fetch(apiUrl("POST /api/account/export"), {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/zip", "Accept-Language": getLocale() },
    cache: "no-store",
    signal,
  });
  if (!res.ok || !res.body) throw await failureOf(res, await res.text().catch(() => ""));
  const reader = res.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onBytes(bytes);
  }
  const type = res.headers.get("Content-Type") ?? "application/zip";
  return { name: fileNameOf(res.headers.get("Content-Disposition"), "forma-data.zip"), blob: new Blob(parts, { type }) };
}

/** What the import would add: nothing is written. */
export const previewImport = (body: ImportInput, signal?: AbortSignal): Promise<ImportPreviewJson> =>
  api("POST /api/imports/preview", { body, signal });

/** Where an import is: the file going up (with the share sent when known), then the server writing it. */
export type ImportPhase = { phase: "sending"; sent: number | null } | { phase: "writing" };

/**
 * The import: one POST. Sent with XMLHttpRequest, which (unlike fetch) tells how much of the
 * request has gone up, so the screen can say when the server is writing.
 */
export function runImport(body: ImportInput, onPhase: (phase: ImportPhase) => void, signal?: AbortSignal): Promise<ImportResultJson> {
  const route = "POST /api/imports" satisfies keyof ApiRoutes;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", route.slice(route.indexOf(" ") + 1));
    xhr.setRequestHeader("Content-Type", "application/json");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", getLocale());
    xhr.upload.onprogress = (e) => onPhase({ phase: "sending", sent: e.lengthComputable && e.total > 0 ? e.loaded / e.total : null });
    xhr.upload.onload = () => onPhase({ phase: "writing" });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportResultJson);
        } catch {
          reject(new ApiFailure(xhr.status, "http_error", xhr.statusText));
        }
      } else void failureOf(xhr, xhr.responseText).then(reject);
    };
    xhr.onerror = () => reject(new TypeError("Network request failed"));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    onPhase({ phase: "sending", sent: 0 });
    xhr.send(JSON.stringify(body));
  });
}
