import { Link } from "wouter";

/** The /404 page. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold">404 - Page Not Found</h1>
      {/* Larger than the cookie banner's text, so a phone's largest paint is this page, not the banner. */}
      <p className="mt-3 max-w-md text-lg text-slate-600">
        The page you're looking for doesn't exist. It may have moved, or the address may have a typo: check
        it, or start again from the home page.
      </p>
      <Link href="/" className="mt-6 font-medium text-brand-700 hover:underline">
        Go to the home page
      </Link>
    </main>
  );
}
