import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names, letting later Tailwind classes win over earlier ones. Where no two classes
 * set the same property, `clsx` alone does: the public pages and the shared button use it, which
 * keeps tailwind-merge (27 kB) out of what a first visit loads.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
