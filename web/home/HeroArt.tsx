import * as m from "../../i18n/paraglide/messages.js";

/** The hero picture: a week of training as the app shows it, drawn in SVG (no image request). */
export function HeroArt() {
  const bars = [62, 80, 0, 74, 90, 0, 56];
  const days = m.home_art_days().split(",");
  return (
    <svg viewBox="0 0 360 300" className="h-auto w-full max-w-md" role="img" aria-label={m.home_art_label()}>
      <rect x="8" y="8" width="344" height="284" rx="28" fill="var(--surface)" stroke="var(--border)" />
      <text x="32" y="48" fill="var(--muted)" fontSize="13" fontWeight="600">
        {m.home_art_week()}
      </text>
      <text x="32" y="76" fill="var(--text)" fontSize="22" fontWeight="700">
        {m.home_art_sessions()}
      </text>
      <g transform="translate(284 62)">
        <circle r="30" fill="none" stroke="var(--surface-2)" strokeWidth="8" />
        <circle
          r="30"
          fill="none"
          stroke="var(--accent)"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray="188.5"
          strokeDashoffset="47"
          transform="rotate(-90)"
        />
        <text y="5" textAnchor="middle" fill="var(--text)" fontSize="15" fontWeight="700">
          75%
        </text>
      </g>
      {bars.map((h, i) => (
        <g key={i} transform={`translate(${36 + i * 44} 0)`}>
          <rect x="0" y="120" width="26" height="120" rx="8" fill="var(--surface-2)" />
          {h > 0 && (
            <rect x="0" y={240 - h * 1.2} width="26" height={h * 1.2} rx="8" fill="var(--accent)" opacity={0.55 + h / 250} />
          )}
          <text x="13" y="266" textAnchor="middle" fill="var(--muted)" fontSize="12">
            {days[i]}
          </text>
        </g>
      ))}
    </svg>
  );
}
