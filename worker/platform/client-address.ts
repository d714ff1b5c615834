// The subject of the per-address limits. One IPv4 address is one subscriber, but an IPv6
// subscriber usually holds a whole /64 and can pick any address in it, so IPv6 counts by /64.

/** The 8 groups of an IPv6 address as numbers, or null when the text is not one. */
function ipv6Groups(text: string): number[] | null {
  let s = text.replace(/%.*$/, "");
  // An embedded IPv4 tail (::ffff:192.0.2.1) stands for the last two groups.
  const v4 = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (v4) {
    const parts = v4[2]!.split(".").map(Number);
    if (parts.some((n) => n > 255)) return null;
    s = `${v4[1]}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const side = (h: string | undefined) => (h ? h.split(":") : []);
  const head = side(halves[0]);
  const tail = side(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The key one client's requests are counted under: an IPv4 address as it is, an IPv6
 * address as its /64 (`2001:db8:1:2::/64`), an IPv4-mapped IPv6 address as its IPv4 address.
 * Anything else (no header, malformed text) is kept as given.
 */
export function addressKey(ip: string): string {
  const trimmed = ip.trim();
  if (!trimmed.includes(":")) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  }
  return `${[a, b, c, d].map((n) => n.toString(16)).join(":")}::/64`;
}

/** The requesting client's key (Cloudflare puts the client's address in CF-Connecting-IP). */
export const clientAddress = (req: Request) => addressKey(req.headers.get("CF-Connecting-IP") ?? "unknown");
