// Serves a member's object from the private PHOTOS bucket: only after the caller checked that the
// key is the member's own, never cached by anything shared, conditional requests answered 304.
import { ApiError } from "./errors";

export async function servePrivateObject(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) throw new ApiError(404, "not_found");
  const headers = new Headers({
    "Cache-Control": "private, max-age=3600",
    ETag: object.httpEtag,
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Content-Disposition": "inline",
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
