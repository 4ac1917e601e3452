/**
 * POST /api/analyze-image: the text of a photo (multipart field "image"). It costs no session,
 * but only a student with a session left (test access, a plan or a trial) may use it, and reads
 * are limited per student and per client address: each can be a call to the vision model.
 */
import type {} from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAX_IMAGE_BYTES } from "../../contracts/image-limits";
import { imageTextResponseSchema } from "../../contracts/images";
import { readImageTextWithModel } from "../ai/read-image-text-with-model";
import type { AiConfig } from "../config";
import type { Database } from "../db/client";
import { AppError } from "../http/errors";
import { multipartFailure } from "../http/malformed-multipart";
import { clientAddressKey, consumeRateLimit } from "../http/rate-limit";
import { answers } from "../http/reply-contract";
import { watchDisconnect } from "../http/watch-disconnect";
import { requireSessionsLeft } from "../subscription/require-sessions-left";
import { recordUsage } from "../tutor/record-usage";
import { readImageTextWithOcr } from "./read-image-text";
import { acceptImage } from "./sniff-image-type";

/** Image text extractions allowed per user per minute. */
export const IMAGE_RATE_LIMIT = { windowSeconds: 60, max: 20 };
/** Image text extractions allowed per user per day: each can be a call to the vision model (decision 024). */
export const IMAGE_DAILY_LIMIT = { windowSeconds: 24 * 60 * 60, max: 50 };
/**
 * Image text extractions allowed per client address per day, whatever the accounts: a class behind
 * one school address fits, a stream of fresh trial accounts from one machine does not.
 */
export const IMAGE_ADDRESS_DAILY_LIMIT = { windowSeconds: 24 * 60 * 60, max: 300 };

/** Reads the single image file of a multipart request, checked by its bytes. */
export async function readUploadedImage(request: FastifyRequest, fieldName: string) {
  if (!request.isMultipart())
    throw new AppError(400, "VALIDATION_ERROR", `${fieldName}: send the image as multipart form data`);
  try {
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file || file.fieldname !== fieldName) {
      throw new AppError(400, "VALIDATION_ERROR", `${fieldName}: an image file is required`);
    }
    const data = await file.toBuffer();
    return acceptImage(fieldName, data, file.file.truncated);
  } catch (error) {
    throw multipartFailure(error);
  }
}

/** Registers the image routes. */
export async function registerImageRoutes(
  app: FastifyInstance,
  options: { db: Database; ai: AiConfig | undefined },
) {
  const { db, ai } = options;
  app.post("/api/analyze-image", answers(imageTextResponseSchema), async (request, reply) => {
    const disconnected = watchDisconnect(reply);
    const user = await request.requireUser();
    // Checked before anything is counted: a refused student uses up no one's allowance.
    await requireSessionsLeft(db, user.id);
    await consumeRateLimit(db, `vector:analyze-image:${user.id}`, {
      ...IMAGE_RATE_LIMIT,
      message: "Too many images in a minute; please wait a moment and try again",
    });
    await consumeRateLimit(db, `vector:analyze-image-day:${user.id}`, {
      ...IMAGE_DAILY_LIMIT,
      message: `You have read ${IMAGE_DAILY_LIMIT.max} photos today, the daily limit; please type the problem or try again tomorrow`,
    });
    // request.ip follows TRUST_PROXY: the proxy's own address unless it is trusted; an IPv6 client counts by its /64 network.
    await consumeRateLimit(db, `vector:analyze-image-address-day:${clientAddressKey(request.ip)}`, {
      ...IMAGE_ADDRESS_DAILY_LIMIT,
      message:
        "Too many photos were read from your network today; please type the problem or try again tomorrow",
    });
    const image = await readUploadedImage(request, "image");
    let extractedText: string;
    try {
      extractedText = ai
        ? await readImageTextWithModel(
            ai,
            image,
            (usage) => void recordUsage(db, user.id, "/api/analyze-image", usage),
            disconnected,
          )
        : await readImageTextWithOcr(image.data, disconnected);
    } catch (error) {
      // Nobody is waiting for the answer: no error to report.
      if (disconnected.aborted)
        throw new AppError(499, "CLIENT_CLOSED", "The student left before the text was read");
      throw error;
    }
    if (!extractedText.trim()) {
      throw new AppError(422, "NO_TEXT_FOUND", "Could not extract text from the image");
    }
    return { success: true as const, extractedText };
  });
}
