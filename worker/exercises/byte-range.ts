// The `Range` request header for one stored file (RFC 9110, bytes only). Media players ask for a
// piece at a time; one range is served, a list of several gets the whole file (which the RFC
// allows), another unit is ignored, and a bytes range that is malformed or lies wholly past the
// end cannot be satisfied.

export type ByteRange = { offset: number; length: number };

/** The range to serve, null for the whole file, "unsatisfiable" for a 416. */
export function parseByteRange(header: string | null | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const unit = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!unit) return null;
  const specs = unit[1]!.split(",").map((s) => s.trim());
  if (specs.length > 1) return specs.every((s) => /^\d{0,15}-\d{0,15}$/.test(s) && s !== "-") ? null : "unsatisfiable";
  const m = /^(\d{0,15})-(\d{0,15})$/.exec(specs[0]!);
  if (!m || (m[1] === "" && m[2] === "")) return "unsatisfiable";
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    const offset = Math.max(0, size - suffix);
    return { offset, length: size - offset };
  }
  const first = Number(m[1]);
  if (first >= size) return "unsatisfiable";
  if (m[2] !== "" && Number(m[2]) < first) return "unsatisfiable";
  const last = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  return { offset: first, length: last - first + 1 };
}
