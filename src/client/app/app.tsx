/**
 * The app: resolves the route by sign-in state and composes the features.
 */
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { CookieConsent } from "../features/consent/cookie-consent";
import { useToasts } from "../lib/toast-store";
import { useAuth } from "../lib/use-auth";
import { useIsHydrated } from "../lib/use-is-hydrated";
import { LoadingScreen } from "../ui/spinner";
import { restoreDefaultHead, setCanonical } from "./canonical";
import { legalTypeOfPath, type PageId, resolveRoute } from "./resolve-route";

// Pages load on demand, so a first visit downloads only the page it shows.
// Toasts follow a student's action, so their renderer (with Radix Toast) loads with the first
// toast raised; that toast waits in the toast store until it arrives.
const Toaster = lazy(() => import("../ui/toaster").then((m) => ({ default: m.Toaster })));
const AdminPage = lazy(() => import("../features/admin/admin-page").then((m) => ({ default: m.AdminPage })));
const DebugPage = lazy(() => import("../features/debug/debug-pages").then((m) => ({ default: m.DebugPage })));
const SolveTestPage = lazy(() =>
  import("../features/debug/debug-pages").then((m) => ({ default: m.SolveTestPage })),
);
const SubscriptionLinkingPage = lazy(() =>
  import("../features/subscription/subscription-linking-page").then((m) => ({
    default: m.SubscriptionLinkingPage,
  })),
);
const AboutPage = lazy(() => import("../features/site/about-page").then((m) => ({ default: m.AboutPage })));
const FaqPage = lazy(() => import("../features/site/faq-page").then((m) => ({ default: m.FaqPage })));
const LearningPathPage = lazy(() =>
  import("../features/site/learning-path-page").then((m) => ({ default: m.LearningPathPage })),
);
const PricingPage = lazy(() =>
  import("../features/site/pricing-page").then((m) => ({ default: m.PricingPage })),
);
// The landing page is a chunk of its own too, so a signed-in student's first load (the tutor)
// does not carry the marketing pages' code.
const LandingPage = lazy(() =>
  import("../features/site/landing-page").then((m) => ({ default: m.LandingPage })),
);
const LegalPage = lazy(() => import("../features/site/legal-page").then((m) => ({ default: m.LegalPage })));
const AccountPage = lazy(() =>
  import("../features/account/account-page").then((m) => ({ default: m.AccountPage })),
);
const EmailVerifiedPage = lazy(() =>
  import("../features/account/email-verified-page").then((m) => ({ default: m.EmailVerifiedPage })),
);
const ForgotPasswordPage = lazy(() =>
  import("../features/account/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/account/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const LoginPage = lazy(() => import("../features/site/login-page").then((m) => ({ default: m.LoginPage })));
const NotFoundPage = lazy(() =>
  import("../features/site/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const CheckoutPage = lazy(() =>
  import("../features/subscription/checkout-page").then((m) => ({ default: m.CheckoutPage })),
);
const SubscriptionPage = lazy(() =>
  import("../features/subscription/subscription-page").then((m) => ({ default: m.SubscriptionPage })),
);
const TrackingPage = lazy(() =>
  import("../features/tracking/tracking-page").then((m) => ({ default: m.TrackingPage })),
);
const SubscriptionStatusCard = lazy(() =>
  import("../features/subscription/subscription-status-card").then((m) => ({
    default: m.SubscriptionStatusCard,
  })),
);
const TutorPage = lazy(() => import("../features/tutor/tutor-page").then((m) => ({ default: m.TutorPage })));

/**
 * The cookie banner reads this browser's storage, so a prerendered page gets it (and the toasts)
 * only once hydrated; the banner is fixed to the bottom and moves nothing when it appears. A
 * component of its own: were the whole app to render again while a prerendered page's code is
 * still on its way, React would drop the served page and render it afresh.
 */
function BrowserOnlyParts() {
  const isHydrated = useIsHydrated();
  // On a prerendered page they mount in a task after the one that ends hydration, so that task
  // does not also lay out the banner; a page rendered in the browser shows them at once.
  const [isShown, setIsShown] = useState(isHydrated);
  useEffect(() => {
    if (isHydrated) setTimeout(setIsShown, 0, true);
  }, [isHydrated]);
  if (!isShown) return null;
  return (
    <>
      <ToasterWhenToasts />
      <CookieConsent />
    </>
  );
}

/** The toaster, while there are toasts (a closed toast stays listed long after it closes). */
function ToasterWhenToasts() {
  if (useToasts().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Marks the document once the page shown has taken over (`data-app-ready` on <html>). It sits in
 * the page's Suspense boundary, so on a prerendered page its effect runs only when the page's own
 * code has hydrated: before that the page shows but its buttons do nothing, and a link is an
 * ordinary page load.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);
  return null;
}

const MARKETING_PAGES = new Set<PageId>([
  "pricing",
  "faq",
  "learning-path",
  "about",
  "privacy-policy",
  "terms-of-service",
  "contact",
]);

/** The whole client. */
export function App() {
  const [location, navigate] = useLocation();
  const { user, isLoading } = useAuth();
  const page = resolveRoute(location, isLoading ? "loading" : user ? "signed-in" : "signed-out");

  useEffect(() => setCanonical(location), [location]);
  // Public pages set their own title and description (features/site), so their text stays out
  // of this first-loaded bundle; every other page shows the default.
  const setsOwnHead = page === "landing" || MARKETING_PAGES.has(page);
  useEffect(() => {
    if (!setsOwnHead) restoreDefaultHead();
  }, [setsOwnHead]);
  useEffect(() => {
    if (page === "login" && user) navigate("/", { replace: true });
  }, [page, user, navigate]);

  const pages: Record<PageId, () => ReactNode> = {
    checkout: () => <CheckoutPage />,
    loading: () => <LoadingScreen />,
    debug: () => <DebugPage />,
    "subscription-debug": () => <SubscriptionLinkingPage />,
    test: () => <SolveTestPage />,
    "privacy-policy": () => <LegalPage type="privacy" />,
    "terms-of-service": () => <LegalPage type="terms" />,
    contact: () => <LegalPage type="contact" />,
    "legal-by-type": () => <LegalPage type={legalTypeOfPath(location)} />,
    about: () => <AboutPage />,
    faq: () => <FaqPage />,
    "learning-path": () => <LearningPathPage />,
    pricing: () => <PricingPage />,
    login: () => <LoginPage />,
    "forgot-password": () => <ForgotPasswordPage />,
    "reset-password": () => <ResetPasswordPage />,
    "email-verified": () => <EmailVerifiedPage />,
    account: () => <AccountPage />,
    "not-found": () => <NotFoundPage />,
    tutor: () =>
      user ? (
        <TutorPage key={user.id} user={user} subscriptionCard={<SubscriptionStatusCard />} />
      ) : (
        <LoadingScreen />
      ),
    subscription: () => <SubscriptionPage />,
    admin: () => <AdminPage />,
    tracking: () => <TrackingPage />,
    landing: () => <LandingPage />,
  };

  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        {pages[page]()}
        <MarkReady />
      </Suspense>
      <BrowserOnlyParts />
    </>
  );
}
