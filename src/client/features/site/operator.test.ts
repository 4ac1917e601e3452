import { describe, expect, it } from "vitest";
import { OPERATOR, operatorFacts } from "./operator";

const base = {
  companyName: "Example Tutoring LLC",
  mailDomain: "tutoring.example.org",
  postalAddress: ["1 Main Street", "Providence, RI 02903"],
  creator: {
    name: "Vector's team",
    role: "The team",
    bio: ["About us."],
    photoUrl: null,
    photoAlt: "",
    email: null,
  },
};

describe("operator facts", () => {
  it("builds every mailbox at the one configured domain", () => {
    expect(operatorFacts(base).mailboxes).toEqual({
      support: "support@tutoring.example.org",
      business: "business@tutoring.example.org",
      legal: "legal@tutoring.example.org",
      billing: "billing@tutoring.example.org",
      security: "security@tutoring.example.org",
    });
  });

  it("accepts a domain written with a leading @", () => {
    expect(operatorFacts({ ...base, mailDomain: "@tutoring.example.org" }).mailboxes.legal).toBe(
      "legal@tutoring.example.org",
    );
  });

  it("gives the creator the support mailbox unless the content names another", () => {
    expect(operatorFacts(base).creator.email).toBe("support@tutoring.example.org");
    expect(
      operatorFacts({ ...base, creator: { ...base.creator, email: "teacher@tutoring.example.org" } }).creator
        .email,
    ).toBe("teacher@tutoring.example.org");
  });

  it("ships a default that introduces the team, not an invented person, and has no photo", () => {
    expect(OPERATOR.creator.name).toBe("Vector's team");
    expect(OPERATOR.creator.photoUrl).toBeNull();
    expect(OPERATOR.mailboxes.support).toMatch(/^support@[a-z0-9.-]+\.[a-z]+$/);
  });
});
