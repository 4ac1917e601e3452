/**
 * The cookie banner and the Cookie Settings dialog (tutor-experience.md sections 2 and 4). The
 * banner is part of every page's first load; the dialog, with its focus trap and switches, loads
 * when it is first opened (cookie-settings-dialog.tsx).
 */
import { lazy, type RefObject, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { browserStorage } from "../../lib/browser-storage";
import {
  ACCEPT_ALL,
  CONSENT_CHANGED_EVENT,
  type ConsentChoice,
  REJECT_NON_ESSENTIAL,
  readConsent,
  saveConsent,
} from "../../lib/consent";
import { Button } from "../../ui/button";

const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog"));

export const OPEN_COOKIE_SETTINGS_EVENT = "vector:open-cookie-settings";

/** Opens the Cookie Settings dialog from anywhere (e.g. a footer link). */
export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

function storedChoice(): ConsentChoice {
  const stored = readConsent(browserStorage, Date.now(), () => {});
  return stored ? { analytics: stored.analytics, functional: stored.functional } : REJECT_NON_ESSENTIAL;
}

/**
 * While the banner shows, the page gets room below its content as tall as the banner, so every
 * field and button can scroll clear of it (and focus scrolls past it too). The height is read
 * when the resize observer first reports the banner, after the browser's own layout and before
 * the frame is painted, rather than at once: reading it in the effect would make the browser
 * lay out the whole page inside the task that mounts the banner.
 */
function useRoomBelowContent(banner: RefObject<HTMLElement | null>, showing: boolean) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!showing || !element) return;
    const root = document.documentElement;
    const apply = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      document.body.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
    };
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
      root.style.scrollPaddingBottom = "";
    };
  }, [banner, showing]);
}

/** Banner shown without a valid consent record, and the settings dialog. */
export function CookieConsent() {
  const [showBanner, setShowBanner] = useState(() => readConsent(browserStorage, Date.now()) === null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Once loaded, the dialog stays mounted (closed when not in use), as when it was part of the page.
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(storedChoice);
  const bannerRef = useRef<HTMLElement>(null);
  useRoomBelowContent(bannerRef, showBanner);

  /** Opens Cookie Settings on the saved choice: toggles changed and cancelled last time are forgotten. */
  function openSettings() {
    setDraft(storedChoice());
    setSettingsOpen(true);
    setSettingsLoaded(true);
  }

  useEffect(() => {
    const open = () => {
      setDraft(storedChoice());
      setSettingsOpen(true);
      setSettingsLoaded(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  function choose(choice: ConsentChoice) {
    saveConsent(browserStorage, choice, Date.now());
    window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
    setDraft(choice);
    setShowBanner(false);
    setSettingsOpen(false);
  }

  return (
    <>
      {showBanner && (
        <section
          ref={bannerRef}
          aria-label="Cookie consent"
          className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur sm:p-4"
        >
          {/* Compact on a phone, so the page's first call to action stays in view above it. */}
          <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:gap-3 md:flex-row md:items-center">
            <div className="flex-1 pr-6 md:pr-0">
              <h2 className="text-sm font-semibold sm:text-base">
                We use cookies to enhance your experience
              </h2>
              <p className="text-xs text-slate-600 sm:text-sm">
                Essential cookies keep you signed in. With your permission we also use analytics cookies to
                improve Vector and functional cookies to remember your preferences.
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="compact" onClick={() => choose(ACCEPT_ALL)}>
                Accept All Cookies
              </Button>
              <Button size="compact" variant="secondary" onClick={() => choose(REJECT_NON_ESSENTIAL)}>
                Reject Non-Essential
              </Button>
              <Button size="compact" variant="ghost" onClick={openSettings}>
                Cookie Settings
              </Button>
            </div>
            <button
              type="button"
              aria-label="Close cookie banner"
              title="Close (rejects non-essential cookies)"
              onClick={() => choose(REJECT_NON_ESSENTIAL)}
              className="absolute top-2 right-3 rounded p-1 text-xl leading-none text-slate-500 hover:text-slate-900 md:static"
            >
              ×
            </button>
          </div>
        </section>
      )}
      {settingsLoaded && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            draft={draft}
            onDraftChange={setDraft}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
