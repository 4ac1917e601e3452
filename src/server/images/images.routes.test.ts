import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, giveSessions, sessionsUsed, signUp, type TestApp } from "../../../test/app-harness";
import { startFakeOpenAiServer } from "../../../test/fake-openai-server";
import { renderTextImage } from "../../../test/render-text-image";
import { MAX_IMAGE_BYTES } from "../../contracts/image-limits";
import { apiUsage } from "../db/schema";
import { stopOcrWorkers } from "./read-image-text";
import { sniffImageType } from "./sniff-image-type";

const ORIGIN = "http://localhost:5000";

/** A multipart body with one file field and some text fields. */
function multipart(
  file: { field: string; name: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = `----vector${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A PNG whose header says width × height pixels, with one row of data: a few hundred bytes. */
function hugeBlankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits, greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("images by their bytes", () => {
  it("recognises PNG, JPEG and WebP and nothing else", async () => {
    expect(sniffImageType(await renderTextImage("x", { format: "png" }))).toBe("image/png");
    expect(sniffImageType(await renderTextImage("x", { format: "jpeg" }))).toBe("image/jpeg");
    expect(sniffImageType(await renderTextImage("x", { format: "webp" }))).toBe("image/webp");
    expect(sniffImageType(Buffer.from("GIF89a......"))).toBeUndefined();
    expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe("POST /api/analyze-image and photos of student work (engine brain)", () => {
  let harness: TestApp;
  let cookie: string;

  beforeAll(async () => {
    harness = await createTestApp();
    cookie = (await signUp(harness.app)).cookie;
  });
  afterAll(async () => {
    await harness.close();
    await stopOcrWorkers();
  });

  const analyzeImage = (data: Buffer, type = "image/png", field = "image") => {
    const body = multipart({ field, name: "photo.png", type, data });
    return harness.app.inject({
      method: "POST",
      url: "/api/analyze-image",
      headers: { cookie, origin: ORIGIN, "content-type": body.contentType },
      payload: body.payload,
    });
  };

  it("answers the text of a photographed problem, and costs no session", async () => {
    const userId = await giveSessions(harness, cookie, 6);
    const image = await renderTextImage(
      "A 2.0 kg cart is pushed with a force of 10 N.\nFind its acceleration.",
      {
        fontSize: 30,
        format: "jpeg",
      },
    );
    const response = await analyzeImage(image, "image/jpeg");
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(response.json().extractedText).toContain("10 N");
    expect(await sessionsUsed(harness, userId)).toBe(0);
  });

  it("judges the type by the bytes, not the declared type: a PDF named PNG is refused with 415", async () => {
    const response = await analyzeImage(Buffer.from("%PDF-1.7 not an image"), "image/png");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^image: .*PNG, JPEG or WebP/),
      code: "UNSUPPORTED_IMAGE",
    });
  });

  it("refuses an image over 10 MB with 413, naming the limit", async () => {
    const big = Buffer.concat([await renderTextImage("x"), Buffer.alloc(MAX_IMAGE_BYTES + 10)]);
    const response = await analyzeImage(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("IMAGE_TOO_LARGE");
    expect(response.json().message).toMatch(/must be at most 10 MB$/);
  });

  it("refuses a small file holding a huge image from its header, before decoding it, on both photo calls", async () => {
    // A student of their own: the trial of this suite's student is started by another test.
    const cookie = (await signUp(harness.app)).cookie;
    const userId = await giveSessions(harness, cookie, 6);
    const huge = hugeBlankPng(16_000, 16_000);
    expect(huge.length).toBeLessThan(100_000);
    const imageBody = multipart({ field: "image", name: "photo.png", type: "image/png", data: huge });
    const read = await harness.app.inject({
      method: "POST",
      url: "/api/analyze-image",
      headers: { cookie, origin: ORIGIN, "content-type": imageBody.contentType },
      payload: imageBody.payload,
    });
    expect(read.statusCode).toBe(413);
    expect(read.json()).toEqual({
      message: expect.stringMatching(/16000 × 16000 pixels.*at most 50 megapixels/),
      code: "IMAGE_TOO_LARGE",
    });
    const body = multipart(
      { field: "studentWorkImage", name: "work.png", type: "image/png", data: huge },
      {
        level: "algebra",
        problem: "A 2.0 kg cart is pushed with a net force of 10 N. Find its acceleration.",
      },
    );
    const analyze = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/analyze",
      headers: { cookie, origin: ORIGIN, "content-type": body.contentType },
      payload: body.payload,
    });
    expect(analyze.statusCode).toBe(413);
    expect(analyze.json().code).toBe("IMAGE_TOO_LARGE");
    expect(await sessionsUsed(harness, userId)).toBe(0);
  });

  it("asks for the image field by name", async () => {
    const response = await analyzeImage(await renderTextImage("x"), "image/png", "picture");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^image: /);
  });

  it("finds the arithmetic error in a photo of student work, end to end", async () => {
    const work = await renderTextImage("F = m * a\n10 N = 2.0 kg * a\na = 10 N / 2.0 kg\na = 4.0 m/s^2", {
      fontSize: 30,
    });
    const body = multipart(
      { field: "studentWorkImage", name: "work.png", type: "image/png", data: work },
      {
        level: "algebra",
        problem: "A 2.0 kg cart is pushed with a net force of 10 N. Find its acceleration.",
        perFeatures: JSON.stringify({ requestErrorAnalysis: true }),
        problemInWork: "false",
      },
    );
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/analyze",
      headers: { cookie, origin: ORIGIN, "content-type": body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json().reply as string;
    expect(reply).toMatch(/line 4/i);
    // The right value, in whichever digits the reply writes it (5.0 or 5.00 m/s²).
    expect(reply).toMatch(/\b5(\.0+)?\s*m\/s/);
  });
});

describe("POST /api/analyze-image with a vision model", () => {
  it("stops the model call when the student leaves before the text is read", async () => {
    const fake = await startFakeOpenAiServer();
    const harness = await createTestApp({
      environment: {
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: fake.baseUrl,
        AI_MODEL: "gpt-4o-mini",
        AI_TIMEOUT_MS: "120000",
        AI_MAX_RETRIES: "0",
      },
    });
    try {
      const { cookie } = await signUp(harness.app);
      await giveSessions(harness, cookie, 6);
      await harness.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (harness.app.server.address() as AddressInfo).port;
      fake.script({ kind: "hang" });
      const body = multipart({
        field: "image",
        name: "problem.png",
        type: "image/png",
        data: await renderTextImage("A ball falls 20 m", { format: "png" }),
      });
      const request = httpRequest({
        host: "127.0.0.1",
        port,
        path: "/api/analyze-image",
        method: "POST",
        headers: { cookie, origin: ORIGIN, "content-type": body.contentType },
      });
      request.on("error", () => {});
      request.end(body.payload);
      await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(1);
      request.destroy();
      // Without the student, the call ends now rather than at the two-minute model timeout.
      await expect.poll(() => fake.abortedStreams, { timeout: 10_000 }).toBe(1);
      // The call is still recorded, as failed.
      const usage = () => harness.database.db.select().from(apiUsage);
      await expect
        .poll(async () => (await usage()).map((row) => row.success), { timeout: 5000 })
        .toEqual([false]);
    } finally {
      await harness.close();
      await fake.close();
    }
  });
});
