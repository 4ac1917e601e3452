/**
 * Reads the Work Analysis request: JSON, or multipart with studentWorkImage and the same fields
 * (perFeatures as JSON text).
 */
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { MAX_IMAGE_BYTES } from "../../contracts/image-limits";
import { AppError } from "../http/errors";
import { multipartFailure } from "../http/malformed-multipart";
import { acceptImage } from "../images/sniff-image-type";

export interface AnalyzeInput {
  body: Record<string, unknown>;
  studentWorkImage?: { data: Buffer; mediaType: string };
}

/** Parses the body of an analyze call in either form; a bad image is a 413 or 415. */
export async function readAnalyzeRequest(request: FastifyRequest): Promise<AnalyzeInput> {
  if (!request.isMultipart()) return { body: (request.body ?? {}) as Record<string, unknown> };
  try {
    return await readMultipartAnalyzeRequest(request);
  } catch (error) {
    throw multipartFailure(error);
  }
}

async function readMultipartAnalyzeRequest(request: FastifyRequest): Promise<AnalyzeInput> {
  const body: Record<string, unknown> = {};
  let studentWorkImage: AnalyzeInput["studentWorkImage"];
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } })) {
    if (part.type === "file") {
      if (part.fieldname !== "studentWorkImage") {
        await part.toBuffer().catch(() => undefined);
        throw new AppError(
          400,
          "VALIDATION_ERROR",
          `${part.fieldname}: unexpected file; send the photo as studentWorkImage`,
        );
      }
      studentWorkImage = acceptImage("studentWorkImage", await part.toBuffer(), part.file.truncated);
      continue;
    }
    const value = String(part.value);
    if (part.fieldname === "perFeatures") {
      try {
        body.perFeatures = JSON.parse(value);
      } catch {
        throw new AppError(400, "VALIDATION_ERROR", "perFeatures: must be JSON text");
      }
    } else if (part.fieldname === "problemInWork") {
      body.problemInWork = value === "true";
    } else {
      body[part.fieldname] = value;
    }
  }
  return { body, studentWorkImage };
}
