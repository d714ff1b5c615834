import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useSessionWatch } from "../../shared/session/use-session-watch";
import { useIdle } from "../../shared/ui/use-idle";
import { ToastHost } from "../../shared/ui/ToastHost";
import { BottomBar } from "./BottomBar";
import { Footer } from "./Footer";
import { MobileHeader } from "./MobileHeader";
import { SkipLink } from "./SkipLink";
import { TopBar } from "./TopBar";
import { useDocumentTitle } from "../../shared/navigation/use-document-title";
import { useShellMode } from "../../shared/navigation/use-shell-mode";

const ShellExtras = lazy(() => import("./ShellExtras"));

/** Desktop shell (top bar) or mobile shell (slim header, bottom bar) around every screen. */
export function AppShell() {
  const mode = useShellMode();
  useDocumentTitle();
  useSessionWatch();
  // For the scroll padding that keeps focused fields clear of the bars (app.css).
  useEffect(() => {
    document.documentElement.dataset.shell = mode;
  }, [mode]);
  return (
    <div className="flex min-h-dvh flex-col" data-shell={mode}>
      <SkipLink />
      <WhenIdle>
        <Suspense fallback={null}>
          <ShellExtras mobile={mode === "mobile"} />
        </Suspense>
      </WhenIdle>
      {mode === "desktop" ? <TopBar /> : <MobileHeader />}
      {/* At least a screen tall: the footer starts below the fold, so it does not jump when a screen's content arrives. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      {mode === "mobile" && <div className="h-20" aria-hidden="true" />}
      {mode === "mobile" && <BottomBar />}
      <ToastHost mobile={mode === "mobile"} />
    </div>
  );
}

/** Its children once the page is idle. Its own component: the shell around it does not render again. */
function WhenIdle({ children }: { children: ReactNode }) {
  return useIdle() ? children : null;
}
