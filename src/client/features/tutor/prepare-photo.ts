/**
 * A photo made ready for upload before it is accepted: the server reads PNG, JPEG and WebP only,
 * checked by their bytes, and up to its size limit (src/contracts/image-limits.ts). A photo in another format that this browser can open
 * (GIF, BMP, AVIF, and HEIC where the browser reads it) is turned into a PNG or JPEG here; one it
 * cannot open is refused at once with its format named, instead of being shown as uploaded and
 * then refused when the student asks for help.
 */
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_TEXT } from "../../../contracts/image-limits";

/** A photo ready to send, or why it cannot be sent. */
export type PreparedPhoto = { ok: true; file: File; convertedFrom?: string } | { ok: false; reason: string };

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** Whether the bytes are a PNG, JPEG or WebP image, recognised as the server recognises them. */
export function isAcceptedPhotoBytes(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return true;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  return bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP";
}

/** The name students know an image format by, from an image's first bytes (undefined: not one known). */
export function imageFormatFromBytes(bytes: Uint8Array): string | undefined {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand.startsWith("avi")) return "AVIF";
    if (/^(hei|hev|mif1|msf1)/.test(brand)) return "HEIC";
  }
  if (ascii(bytes, 0, 4) === "GIF8") return "GIF";
  if (ascii(bytes, 0, 2) === "BM") return "BMP";
  if (ascii(bytes, 0, 4) === "II*\u0000" || ascii(bytes, 0, 4) === "MM\u0000*") return "TIFF";
  return undefined;
}

/** An image's format name from its declared type, for images whose bytes say nothing known. */
function formatFromType(type: string): string | undefined {
  return /^image\/(?:x-)?([a-z0-9.+-]+)$/i.exec(type)?.[1]?.toUpperCase();
}

/** The photo's name with the extension of the format it was turned into. */
function renamed(name: string, extension: string): string {
  const stem = name.replace(/\.[a-z0-9]{2,5}$/i, "") || "photo";
  return `${stem}.${extension}`;
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * The photo drawn again as a PNG, or as a JPEG when the PNG would be over the size limit; null
 * when the browser cannot open it or the result is still too large.
 */
async function redrawn(file: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  // A transparent GIF or PNG shows its drawing on white, as on paper.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const png = await canvasBlob(canvas, "image/png");
  if (png && png.size <= MAX_IMAGE_BYTES)
    return new File([png], renamed(file.name, "png"), { type: "image/png" });
  const jpeg = await canvasBlob(canvas, "image/jpeg", 0.9);
  if (jpeg && jpeg.size <= MAX_IMAGE_BYTES)
    return new File([jpeg], renamed(file.name, "jpg"), { type: "image/jpeg" });
  return null;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Checks a chosen or pasted photo by its bytes: a PNG, JPEG or WebP within the size limit is kept as it is;
 * another image the browser can open is converted; anything else is refused with the reason.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const accepted = isAcceptedPhotoBytes(bytes);
  if (accepted && file.size <= MAX_IMAGE_BYTES) return { ok: true, file };
  const format = accepted ? undefined : (imageFormatFromBytes(bytes) ?? formatFromType(file.type));
  if (!accepted && !format) return { ok: false, reason: "Please choose an image file (PNG, JPEG or WebP)." };
  const converted = await redrawn(file);
  if (converted) return { ok: true, file: converted, ...(format ? { convertedFrom: format } : {}) };
  if (accepted)
    return {
      ok: false,
      reason: `This photo is ${megabytes(file.size)}; Vector takes photos up to ${MAX_IMAGE_SIZE_TEXT}. Take it again at a smaller size, or crop it.`,
    };
  const tip =
    format === "HEIC"
      ? " On an iPhone, choose Settings > Camera > Formats > Most Compatible, or take a screenshot of the photo and upload that."
      : " Save it as PNG or JPEG, or take a screenshot of it, and upload that.";
  return {
    ok: false,
    reason: `Vector reads PNG, JPEG and WebP photos, and this browser cannot open this ${format} image to convert it.${tip}`,
  };
}
