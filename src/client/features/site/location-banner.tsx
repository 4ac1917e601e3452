/**
 * The landing page's top banner: generic until the visitor allows functional cookies, then
 * naming their approximate city and region when our server's embedded database can tell.
 */
import { useEffect, useState } from "react";
import { CONSENT_CHANGED_EVENT } from "../../lib/consent";
import {
  bannerText,
  DB_IP_ATTRIBUTION,
  hasFunctionalConsent,
  lookUpPlace,
  readStoredPlace,
  storePlace,
  type VisitorPlace,
} from "./location-lookup";

function useVisitorPlace(): VisitorPlace | null {
  const [place, setPlace] = useState<VisitorPlace | null>(null);
  const [consentVersion, setConsentVersion] = useState(0);

  useEffect(() => {
    const onConsentChanged = () => setConsentVersion((version) => version + 1);
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsentChanged);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onConsentChanged);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: consentVersion re-runs the check after a new choice
  useEffect(() => {
    const now = Date.now();
    if (!hasFunctionalConsent(localStorage, now)) {
      setPlace(null);
      return;
    }
    const stored = readStoredPlace(localStorage, now);
    if (stored) {
      setPlace(stored);
      return;
    }
    let current = true;
    void lookUpPlace().then((found) => {
      if (!current || !found) return;
      // Consent may have been withdrawn while the answer was on its way.
      if (!hasFunctionalConsent(localStorage, Date.now())) return;
      storePlace(localStorage, found, Date.now());
      setPlace(found);
    });
    return () => {
      current = false;
    };
  }, [consentVersion]);

  return place;
}

/** The banner line above the landing page's header. */
export function LocationBanner() {
  const place = useVisitorPlace();
  return (
    // Room for the longer, personalised text is kept from the start (three lines on a phone, two
    // on a tablet, one on a wide screen), so the page below does not move when the place arrives.
    <div className="flex min-h-[4.75rem] items-center justify-center bg-brand-800 px-4 py-2 text-white sm:min-h-14 lg:min-h-9">
      <p aria-live="polite" className="text-center text-sm">
        {bannerText(place)}
        {/* DB-IP Lite's licence (CC BY 4.0) asks for this link wherever its results are shown. */}
        {place && (
          <>
            {" · "}
            <a className="underline underline-offset-2" href={DB_IP_ATTRIBUTION.url}>
              {DB_IP_ATTRIBUTION.text}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
