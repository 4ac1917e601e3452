import { clsx } from "clsx";
import type { ButtonHTMLAttributes } from "react";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 cursor-pointer";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "bg-white text-slate-900 border border-slate-300 hover:bg-slate-100",
  ghost: "text-slate-700 hover:bg-slate-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
} as const;

// compact: small on a phone, the usual size from 640 px. Each size names its own text size,
// so no two classes of a variant set the same property and a plain join is enough.
const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-9 w-9 text-sm",
  compact: "h-9 px-3 text-sm sm:h-10 sm:px-4",
} as const;

export interface ButtonVariantProps {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
}

/** The class names of a button in a variant and size (primary, md by default), for links that look like one. */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return `${BASE} ${VARIANTS[variant ?? "primary"]} ${SIZES[size ?? "md"]}`;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

/**
 * A button in one of the app's variants. The extra class names only add to the variant (spacing,
 * width), so they are joined without tailwind-merge, which stays out of the public pages' load.
 */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}
