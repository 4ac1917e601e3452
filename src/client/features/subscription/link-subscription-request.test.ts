import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/request";
import { LINK_FAILED_MESSAGE, linkErrorMessage, linkRequestBody } from "./link-subscription-request";

describe("the linking tool's request", () => {
  it("trims the email and leaves a blank subscription id out", () => {
    expect(
      linkRequestBody({ userEmail: " ada@example.com ", planName: "Base Plan", subscriptionId: "  " }),
    ).toEqual({
      userEmail: "ada@example.com",
      planName: "Base Plan",
    });
    expect(
      linkRequestBody({ userEmail: "ada@example.com", planName: "Premium Plus", subscriptionId: " 42 " }),
    ).toEqual({ userEmail: "ada@example.com", planName: "Premium Plus", lemonSqueezySubscriptionId: "42" });
  });

  it("sends the length of a plan without a subscription id: months, or its last day", () => {
    const base = { userEmail: "ada@example.com", planName: "Base Plan", subscriptionId: "" };
    expect(linkRequestBody({ ...base, length: "6" })).toEqual({
      userEmail: "ada@example.com",
      planName: "Base Plan",
      months: 6,
    });
    expect(linkRequestBody({ ...base, length: "until", lastDay: "2027-06-30" })).toMatchObject({
      endsOn: "2027-06-30",
    });
    // The default month is the server's: nothing is sent.
    expect(linkRequestBody({ ...base, length: "" })).toEqual({
      userEmail: "ada@example.com",
      planName: "Base Plan",
    });
    // A subscription's own dates apply: no length goes with its id.
    expect(linkRequestBody({ ...base, subscriptionId: "42", length: "6" })).toEqual({
      userEmail: "ada@example.com",
      planName: "Base Plan",
      lemonSqueezySubscriptionId: "42",
    });
  });
});

describe("the linking tool's failure messages", () => {
  it("shows a non-OK answer as HTTP, its status and the response text", () => {
    const text = '{"message":"Admins only","code":"FORBIDDEN"}';
    expect(linkErrorMessage(new ApiError(403, `403: ${text}`, JSON.parse(text)))).toBe(`HTTP 403: ${text}`);
  });

  it("shows any other error's message, or a default when it has none", () => {
    expect(linkErrorMessage(new Error(LINK_FAILED_MESSAGE))).toBe("Failed to link subscription");
    expect(linkErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(linkErrorMessage(new Error(""))).toBe("An error occurred");
    expect(linkErrorMessage("a thrown string")).toBe("An error occurred");
  });
});
