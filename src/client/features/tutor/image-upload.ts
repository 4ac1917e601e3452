/**
 * Photo uploads: the text of a problem photo from POST /api/analyze-image.
 */
import type { ImageTextResponse } from "../../../contracts/images";
import { ApiError, requestJson } from "../../lib/request";
import { toast } from "../../lib/toast-store";

/** Only image files are accepted for photo upload. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/**
 * Reads the text of an image; null on failure. Shows the success or failure toast of a problem
 * photo unless told to stay quiet (a photo of work has its own toast).
 */
export async function extractImageText(
  file: File,
  options: { quiet?: boolean; signal?: AbortSignal; successToast?: boolean } = {},
): Promise<string | null> {
  const form = new FormData();
  form.set("image", file);
  try {
    const body = await requestJson<ImageTextResponse>("POST", "/api/analyze-image", form, options.signal);
    if (!body.success || !body.extractedText.trim()) throw new Error("no text");
    if (!options.quiet && options.successToast !== false)
      toast({
        title: "Image Analyzed Successfully",
        description: "The text is in the editor; check it before you ask.",
      });
    return body.extractedText;
  } catch (error) {
    // Cancelled by the student: nothing went wrong.
    if (options.quiet || options.signal?.aborted) return null;
    const detail = error instanceof ApiError && error.status === 429 ? ` ${error.body?.message ?? ""}` : "";
    toast({
      title: "Image Analysis Failed",
      description: `Could not extract text from the image. Please try a clearer image or type the problem manually.${detail}`,
      variant: "destructive",
    });
    return null;
  }
}
