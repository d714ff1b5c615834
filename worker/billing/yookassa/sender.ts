// Who may send YooKassa's notifications: the addresses YooKassa publishes
// (https://yookassa.ru/developers/using-api/webhooks#ip). Checked in production only; the
// development double delivers in-process. A notification is re-read from the API anyway, so this
// keeps strangers from making the app call YooKassa on their behalf.

const ranges = [
  "185.71.76.0/27",
  "185.71.77.0/27",
  "77.75.153.0/25",
  "77.75.156.11/32",
  "77.75.156.35/32",
  "77.75.154.128/25",
  "2a02:5180::/32",
];

/** An IPv4 or IPv6 address as a big integer and its width in bits; null when it is neither. */
function parse(ip: string): { value: bigint; bits: 32 | 128 } | null {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) {
    const parts = ip.split(".").map(Number);
    if (parts.some((p) => p > 255)) return null;
    return { value: parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n), bits: 32 };
  }
  if (!/^[0-9a-fA-F:]+$/.test(ip) || ip.split("::").length > 2) return null;
  const [head = "", tail] = ip.split("::");
  const groups = (s: string) => (s ? s.split(":") : []);
  const h = groups(head);
  const t = tail === undefined ? [] : groups(tail);
  const missing = 8 - h.length - t.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...h, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...t];
  if (all.some((g) => g.length === 0 || g.length > 4)) return null;
  return { value: all.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n), bits: 128 };
}

function within(ip: { value: bigint; bits: number }, cidr: string): boolean {
  const [base = "", len = ""] = cidr.split("/");
  const net = parse(base);
  const prefix = BigInt(len);
  if (!net || net.bits !== ip.bits) return false;
  const shift = BigInt(ip.bits) - prefix;
  return ip.value >> shift === net.value >> shift;
}

/** Whether `ip` (CF-Connecting-IP) is one of YooKassa's senders. */
export function isYooKassaSender(ip: string | null | undefined): boolean {
  const parsed = ip ? parse(ip.trim()) : null;
  return parsed !== null && ranges.some((r) => within(parsed, r));
}
