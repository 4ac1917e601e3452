/**
 * POST /api/analyze-image: the text read from a photo (multipart field "image"). Errors are the
 * error body of ./errors (NO_TEXT_FOUND when the photo holds no readable text).
 */
import { z } from "zod";

export const imageTextResponseSchema = z.object({
  success: z.literal(true),
  extractedText: z.string().min(1),
});
export type ImageTextResponse = z.infer<typeof imageTextResponseSchema>;
