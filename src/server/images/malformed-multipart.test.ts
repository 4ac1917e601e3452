import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, sessionsUsed, signUp, type TestApp } from "../../../test/app-harness";

const ORIGIN = "http://localhost:5000";
const boundary = "----vectorboundary";
const longBoundary = "b".repeat(300);
const header = (name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;

/** Bodies a broken or hostile client sends as multipart: each must answer 400, never 500. */
const MALFORMED: { name: string; contentType: string; payload: string }[] = [
  {
    name: "no boundary",
    contentType: "multipart/form-data",
    payload: `${header("image")}abc\r\n--${boundary}--\r\n`,
  },
  { name: "an empty boundary", contentType: "multipart/form-data; boundary=", payload: "--\r\n\r\n" },
  {
    name: "a truncated body",
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${header("image")}\u0089PNG\r\n\u001a\n`,
  },
  {
    name: "a boundary over 256 characters",
    contentType: `multipart/form-data; boundary=${longBoundary}`,
    payload: `--${longBoundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc\r\n--${longBoundary}--\r\n`,
  },
  {
    name: "a body that is not multipart at all",
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: "this is not a form",
  },
  {
    name: "a part without headers",
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\n\r\n\r\n--${boundary}--\r\n`,
  },
];

describe("malformed multipart bodies", () => {
  let harness: TestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    harness = await createTestApp();
    cookie = (await signUp(harness.app)).cookie;
    userId = await giveSessions(harness, cookie, 6);
  });
  afterAll(async () => {
    await harness.close();
  });

  for (const url of ["/api/analyze-image", "/api/tutor/analyze"]) {
    for (const body of MALFORMED) {
      it(`${url} answers 400 with { message, code } to ${body.name}, and charges nothing`, async () => {
        const response = await harness.app.inject({
          method: "POST",
          url,
          headers: { cookie, origin: ORIGIN, "content-type": body.contentType },
          payload: body.payload,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
        expect(response.json().message).not.toBe("");
        expect(await sessionsUsed(harness, userId)).toBe(0);
      });
    }
  }
});
