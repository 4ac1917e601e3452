/**
 * The app: resolves the route by sign-in state and composes the features.
 */
import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { AdminPage } from "../features/admin/admin-page";
import { CookieConsent } from "../features/consent/cookie-consent";
import { DebugPage, SolveTestPage, SubscriptionDebugPage } from "../features/debug/debug-pages";
import { AboutPage, FaqPage, LearningPathPage, PricingPage } from "../features/site/info-pages";
import { LandingPage } from "../features/site/landing-page";
import { LegalPage } from "../features/site/legal-page";
import { LoginPage } from "../features/site/login-page";
import { NotFoundPage } from "../features/site/not-found-page";
import { CheckoutPage, SubscriptionPage } from "../features/subscription/subscription-pages";
import { TrackingPage } from "../features/tracking/tracking-page";
import { TutorPage } from "../features/tutor/tutor-page";
import { useAuth } from "../lib/use-auth";
import { LoadingScreen } from "../ui/spinner";
import { Toaster } from "../ui/toaster";
import { setCanonical } from "./canonical";
import { type PageId, resolveRoute } from "./resolve-route";

/** The whole client. */
export function App() {
  const [location, navigate] = useLocation();
  const { user, isLoading } = useAuth();
  const page = resolveRoute(location, isLoading ? "loading" : user ? "signed-in" : "signed-out");

  useEffect(() => setCanonical(location), [location]);
  useEffect(() => {
    if (page === "login" && user) navigate("/", { replace: true });
  }, [page, user, navigate]);

  const pages: Record<PageId, () => ReactNode> = {
    checkout: () => <CheckoutPage />,
    loading: () => <LoadingScreen />,
    debug: () => <DebugPage />,
    "subscription-debug": () => <SubscriptionDebugPage />,
    test: () => <SolveTestPage />,
    "privacy-policy": () => <LegalPage type="privacy" />,
    "terms-of-service": () => <LegalPage type="terms" />,
    contact: () => <LegalPage type="contact" />,
    about: () => <AboutPage />,
    faq: () => <FaqPage />,
    "learning-path": () => <LearningPathPage />,
    pricing: () => <PricingPage />,
    login: () => <LoginPage />,
    "not-found": () => <NotFoundPage />,
    tutor: () => (user ? <TutorPage user={user} /> : <LoadingScreen />),
    subscription: () => <SubscriptionPage />,
    admin: () => <AdminPage />,
    tracking: () => <TrackingPage />,
    landing: () => <LandingPage />,
  };

  return (
    <>
      {pages[page]()}
      <Toaster />
      <CookieConsent />
    </>
  );
}
