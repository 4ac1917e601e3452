/**
 * The frame of every public page: the marketing header (with a collapsible menu at phone
 * width) and the footer with the legal links. Kept free of heavy dependencies because the
 * landing page's first load includes it.
 */
import { clsx } from "clsx";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { findPublicPage } from "../../../contracts/public-pages";
import { buttonVariants } from "../../ui/button";
import { Logo } from "../../ui/logo";

/** The marketing header's links, in the spec's order. */
export const MARKETING_LINKS = [
  { href: "/pricing", label: "Pricing" },
  { href: "/faq", label: "FAQ" },
  { href: "/learning-path", label: "Learning Path" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
] as const;

export const LEGAL_LINKS = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/contact", label: "Contact Information" },
] as const;

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let meta = document.head.querySelector(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement("meta");
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.setAttribute("content", content);
}

/** Sets the title and description (and their og: twins) of the public page at a path, if listed. */
export function setPublicPageHead(path: string) {
  const page = findPublicPage((path.split(/[?#]/)[0] || "/").replace(/(?<=.)(?<!\/)\/+$/, ""));
  if (!page) return;
  document.title = page.title;
  setMeta("name", "description", page.description);
  setMeta("property", "og:title", page.title);
  setMeta("property", "og:description", page.description);
}

/** The header: logo, the five page links, Start Free Trial; below 768 px the links fold into a menu. */
export function MarketingHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // Every public page shows this header, so it is where each sets its own head.
  useEffect(() => setPublicPageHead(location), [location]);

  // A followed link closes the menu, so the next page starts with its content in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useEffect(() => setMenuOpen(false), [location]);

  // The current page's link is brand-coloured; the menu's links are taller and larger.
  const linkClass = (href: string, size = "px-3 py-2 text-sm") =>
    clsx(
      "rounded-md font-medium hover:bg-slate-100 hover:text-slate-900",
      size,
      location === href ? "text-brand-700" : "text-slate-700",
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" aria-label="Vector home" className="rounded-md">
          <Logo className="text-xl" />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {MARKETING_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={linkClass(link.href)}
              aria-current={location === link.href ? "page" : undefined}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <a href="/api/login" className={buttonVariants({ size: "sm" })}>
            Start Free Trial
          </a>
          <button
            type="button"
            className="inline-flex h-9 w-9 items-center justify-center rounded-md border border-slate-300 text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label="Menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
            >
              {menuOpen ? (
                <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              ) : (
                <path strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Main menu"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 py-2 md:hidden"
      >
        <ul className="grid">
          {MARKETING_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={clsx(linkClass(link.href, "px-3 py-3 text-base"), "block")}
                aria-current={location === link.href ? "page" : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The footer: tagline and the legal links. */
export function MarketingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <div>
          <Logo />
          <p className="mt-1">Where Learning Meets Intelligence</p>
        </div>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="underline-offset-4 hover:text-slate-900 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

/** A public page: header, the page's own content, footer. */
export function MarketingLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <MarketingHeader />
      <main id="main" className={clsx("flex-1", className)}>
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}

/** The title block that opens a public page. */
export function PageIntro(props: { title: string; lead: ReactNode; back?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-8 pb-10 md:pt-12">
        {props.back}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
          {props.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{props.lead}</p>
      </div>
    </section>
  );
}

/** The "← Back to Home" link at the top of a public page. */
export function BackToHome() {
  return (
    <Link href="/" className="text-sm font-medium text-brand-700 hover:underline">
      ← Back to Home
    </Link>
  );
}
