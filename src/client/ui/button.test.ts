import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button";

const variants = ["primary", "secondary", "ghost", "destructive"] as const;
const sizes = ["sm", "md", "lg", "icon", "compact"] as const;

describe("button classes", () => {
  // Button joins its classes without tailwind-merge, so no two of a variant may set one property:
  // tailwind-merge finds nothing to drop in any of them.
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    "%s %s sets each property once",
    (variant, size) => {
      const classes = buttonVariants({ variant, size });
      expect(twMerge(classes)).toBe(classes);
    },
  );

  it("keeps the large size's larger text", () => {
    expect(buttonVariants({ size: "lg" }).split(" ")).toContain("text-base");
    expect(buttonVariants({ size: "lg" }).split(" ")).not.toContain("text-sm");
  });
});
