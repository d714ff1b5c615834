import { useQuery } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef } from "react";
import { publicConfigQuery } from "../config/api";
import { useLocale } from "../i18n/locale";

interface Turnstile {
  render(el: HTMLElement, opts: Record<string, unknown>): string;
  remove(id: string): void;
}
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let script: Promise<Turnstile> | null = null;
function loadTurnstile(): Promise<Turnstile> {
  script ??= new Promise((resolve, reject) => {
    const el = document.createElement("script");
    el.src = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
    el.async = true;
    el.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile missing")));
    el.onerror = () => reject(new Error("turnstile failed to load"));
    document.head.append(el);
  });
  return script;
}

/**
 * The captcha slot: Cloudflare Turnstile when the server has it configured, else nothing.
 * Reports the token (or undefined when it expires) through onToken.
 */
export function Captcha({ onToken }: { onToken: (token: string | undefined) => void }) {
  const { data } = useQuery(publicConfigQuery);
  const siteKey = data?.turnstileSiteKey;
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const report = useEffectEvent((token: string | undefined) => onToken(token));

  useEffect(() => {
    if (!siteKey || !box.current) return;
    let widget: string | undefined;
    let cancelled = false;
    void loadTurnstile().then((t) => {
      if (cancelled || !box.current) return;
      widget = t.render(box.current, {
        sitekey: siteKey,
        language: locale,
        theme: document.documentElement.classList.contains("light") ? "light" : "dark",
        callback: (token: string) => report(token),
        "expired-callback": () => report(undefined),
      });
    });
    return () => {
      cancelled = true;
      if (widget) window.turnstile?.remove(widget);
    };
  }, [siteKey, locale]);

  return siteKey ? <div ref={box} className="min-h-16" /> : null;
}
