import { MAX_IMAGE_SIZE_TEXT } from "../../contracts/image-limits";
import { AppError } from "../http/errors";

/**
 * Recognises PNG, JPEG and WebP images by their first bytes, never by the declared type.
 */

export type ImageMediaType = "image/png" | "image/jpeg" | "image/webp";

/** Checks an uploaded file's size and bytes; a 413 or 415 AppError names the field. */
export function acceptImage(fieldName: string, data: Buffer, truncated: boolean) {
  if (truncated)
    throw new AppError(
      413,
      "IMAGE_TOO_LARGE",
      `${fieldName}: the image must be at most ${MAX_IMAGE_SIZE_TEXT}`,
    );
  const mediaType = sniffImageType(data);
  if (!mediaType)
    throw new AppError(415, "UNSUPPORTED_IMAGE", `${fieldName}: send a PNG, JPEG or WebP image`);
  return { data, mediaType };
}

/** The media type of an image from its bytes, or undefined when it is not PNG, JPEG or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageMediaType | undefined {
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)
  ) {
    return "image/png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return undefined;
}
