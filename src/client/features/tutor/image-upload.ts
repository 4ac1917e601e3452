/**
 * Photo uploads: the text of a problem photo from POST /api/analyze-image.
 */
import { ApiError, apiRequest } from "../../lib/request";
import { toast } from "../../lib/toast-store";

/** Only image files are accepted for photo upload. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/** Reads the text of an image; shows the spec's success or failure toast; null on failure. */
export async function extractImageText(file: File): Promise<string | null> {
  const form = new FormData();
  form.set("image", file);
  try {
    const response = await apiRequest("POST", "/api/analyze-image", form);
    const body = (await response.json()) as { success: boolean; extractedText: string };
    if (!body.success || !body.extractedText.trim()) throw new Error("no text");
    toast({
      title: "Image Analyzed Successfully",
      description: "The text is in the editor; check it before you ask.",
    });
    return body.extractedText;
  } catch (error) {
    const detail = error instanceof ApiError && error.status === 429 ? ` ${error.body?.message ?? ""}` : "";
    toast({
      title: "Image Analysis Failed",
      description: `Could not extract text from the image. Please try a clearer image or type the problem manually.${detail}`,
      variant: "destructive",
    });
    return null;
  }
}
