import { describe, expect, it } from "vitest";
import { placeholderWarnings, readOperatorContent } from "./operator-content-check";

describe("the start-up warning about placeholder contact details", () => {
  it("warns a public https server that still ships the placeholder mailboxes, address and priority mailbox", async () => {
    const shipped = await readOperatorContent();
    const warnings = placeholderWarnings(
      "https://tutor.school.edu",
      "priority@vector-tutor.example",
      shipped,
    );
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(
      /^The contact mailboxes are still the placeholders @vector-tutor\.example: set "mailDomain" in .*operator\.json/,
    );
    expect(warnings[1]).toMatch(/^The postal address on the Contact page is still the placeholder/);
    expect(warnings[2]).toMatch(
      /^PRIORITY_SUPPORT_EMAIL is still the placeholder priority@vector-tutor\.example/,
    );
  });

  it("says nothing once they are set, or on a local http server", () => {
    const real = {
      mailDomain: "tutor.school.edu",
      postalAddress: ["Vector", "1 Main St", "Providence, RI 02903"],
    };
    expect(placeholderWarnings("https://tutor.school.edu", "help@tutor.school.edu", real)).toEqual([]);
    expect(
      placeholderWarnings("http://localhost:5000", "priority@vector-tutor.example", {
        mailDomain: "vector-tutor.example",
      }),
    ).toEqual([]);
  });
});
