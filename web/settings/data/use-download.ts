// The download of the member's ZIP as a state: working (with the bytes received so far), done
// (saved under the server's file name) or failed (the day's limit, offline, anything else).
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiFailure } from "../../shared/api/client";
import { downloadExport, transferKeys, type DownloadedFile } from "../../shared/queries/transfers";

export type DownloadState =
  | { kind: "idle" }
  | { kind: "working"; bytes: number }
  | { kind: "done"; name: string; bytes: number }
  | { kind: "failed"; reason: "limit" | "offline" | "failed"; message: string };

/** Saves a file the page holds as the browser's download of that name. */
export function saveFile({ name, blob }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns: let it go a while later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Why a download failed, as the screen tells it. */
export function failureReason(err: unknown, online: boolean): Exclude<DownloadState, { kind: "idle" | "working" | "done" }> {
  if (err instanceof ApiFailure) {
    if (err.code === "export_limit" || err.status === 429) return { kind: "failed", reason: "limit", message: err.message };
    return { kind: "failed", reason: "failed", message: err.code === "http_error" ? "" : err.message };
  }
  return { kind: "failed", reason: online ? "failed" : "offline", message: "" };
}

export function useDownload(userId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DownloadState>({ kind: "idle" });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    if (!navigator.onLine) return setState({ kind: "failed", reason: "offline", message: "" });
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: "working", bytes: 0 });
    // The count shown follows the stream once a frame, not once a chunk.
    let bytes = 0;
    let frame = 0;
    const show = () => {
      frame = 0;
      if (!controller.signal.aborted) setState({ kind: "working", bytes });
    };
    try {
      const file = await downloadExport((n) => {
        bytes = n;
        frame ||= requestAnimationFrame(show);
      }, controller.signal);
      cancelAnimationFrame(frame);
      saveFile(file);
      setState({ kind: "done", name: file.name, bytes: file.blob.size });
    } catch (err) {
      cancelAnimationFrame(frame);
      if (controller.signal.aborted) setState({ kind: "idle" });
      else setState(failureReason(err, navigator.onLine));
    } finally {
      running.current = null;
      void queryClient.invalidateQueries({ queryKey: transferKeys.exportStatus(userId) });
    }
  }, [queryClient, userId]);

  const cancel = useCallback(() => running.current?.abort(), []);
  return { state, start, cancel };
}
