import { encode } from "uqr";

/**
 * A QR code drawn as SVG from uqr's modules: one path of dark squares on a light square, in
 * either theme (scanners want dark on light), with a quiet zone of four modules around it.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const qr = encode(value, { ecc: "M", border: 4 });
  let d = "";
  qr.data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg"
      data-testid="two-step-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
