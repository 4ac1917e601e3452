import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/request";
import { describeFailure } from "./tutor-api";

const timeout = new Error("Request timeout: /api/tutor/step");
const serverError = new ApiError(502, '502: {"message":"The tutor returned an empty reply"}', {
  message: "The tutor returned an empty reply",
  code: "EMPTY_REPLY",
});

describe("the toast of a failed tutor call", () => {
  it("gives Problem Solver and Concept Coach on a phone the network message", () => {
    for (const mode of ["solve", "concept"] as const) {
      expect(describeFailure(mode, timeout, true, 1).message).toBe(
        "Network issue on mobile. Please check your connection and try again.",
      );
    }
  });

  it("gives Interactive Tutor and Work Analysis their own default text, on a phone too", () => {
    expect(describeFailure("step", timeout, true, 3)).toMatchObject({
      title: "Interactive Tutor Error",
      message: "Failed to get step-by-step guidance. Please try again.",
    });
    expect(describeFailure("analyze", timeout, true, 3)).toMatchObject({
      title: "Work Analysis Error",
      message: "Failed to analyze your work. Please try again.",
    });
  });

  it("writes a Concept Coach server error as 'API Error: {status} {statusText} - {body}'", () => {
    expect(describeFailure("concept", serverError, false, 1).message).toBe(
      "API Error: 502 Bad Gateway - The tutor returned an empty reply",
    );
    expect(describeFailure("analyze", new ApiError(502, "502: Bad Gateway", null), false, 1).message).toBe(
      "Failed to analyze student work: 502",
    );
  });

  it("gives the server's own message of a Work Analysis failure", () => {
    const tooLarge = new ApiError(413, "413: ...", { message: "images must be at most 10 MB" });
    expect(describeFailure("analyze", tooLarge, false, 1).message).toBe("images must be at most 10 MB");
  });

  it("asks a student without a plan to start the free trial first, with its button, not Session Limit Reached", () => {
    const noPlan = new ApiError(402, "402: ...", {
      message: "Start your free trial to get 6 free sessions with Vector: no credit card needed.",
      code: "NO_SUBSCRIPTION",
      requiresUpgrade: true,
    });
    expect(describeFailure("solve", noPlan, false, 1)).toMatchObject({
      title: "Start your free trial first",
      message: "Start your free trial to get 6 free sessions with Vector: no credit card needed.",
      offers: "start-free-trial",
      isSessionLimit: true,
    });
  });

  it("says Session Limit Reached with the server's message, told apart by the error's code", () => {
    const limit = new ApiError(402, "402: ...", {
      message: "Session limit reached. Upgrade",
      code: "SESSION_LIMIT_REACHED",
      requiresUpgrade: true,
    });
    expect(describeFailure("solve", limit, false, 1)).toMatchObject({
      title: "Session Limit Reached",
      message: "Session limit reached. Upgrade",
    });
    const ended = new ApiError(402, "402: ...", {
      message: "Your subscription has ended. Choose a plan to keep learning.",
      code: "SUBSCRIPTION_ENDED",
    });
    expect(describeFailure("concept", ended, false, 1).title).toBe("Session Limit Reached");
    // The words alone do not make it one: a model's reply about a "session limit" is not the server's answer.
    const other = new ApiError(500, "500: session limit of the provider", {
      message: "session limit of the provider",
      code: "INTERNAL",
    });
    expect(describeFailure("solve", other, false, 1).title).toBe("Problem Solver Error");
  });
});
