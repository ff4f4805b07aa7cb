/**
 * An image's intrinsic width and height, read from its header (PNG IHDR, JPEG's first start-of-frame,
 * WebP's VP8/VP8L/VP8X chunk): the product page sets them on the <img>, so the browser reserves the
 * box before the bytes arrive (no layout shift). No decoder runs in the worker; null when the header
 * is not one of these or is cut short.
 */
interface ImageSize {
  width: number;
  height: number;
  type: "png" | "jpeg" | "webp";
}

/** Enough of the file for every PNG and WebP header and for a JPEG whose EXIF block is not huge. */
export const IMAGE_HEADER_BYTES = 256 * 1024;

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));
const sized = (width: number, height: number, type: ImageSize["type"]): ImageSize | null => (width > 0 && height > 0 ? { width, height, type } : null);

function png(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  return sized(u32be(b, 16), u32be(b, 20), "png");
}

function jpeg(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    // Fill bytes, and the markers that carry no length.
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized(u16be(b, i + 7), u16be(b, i + 5), "jpeg");
    }
    i += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): ImageSize | null {
  if (b.length < 30 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8X") return sized(u24le(b, 24) + 1, u24le(b, 27) + 1, "webp");
  if (chunk === "VP8L") {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1, "webp");
  }
  if (chunk === "VP8 ") return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff, "webp");
  return null;
}

export function imageSize(head: Uint8Array): ImageSize | null {
  if (head[0] === 0x89 && ascii(head, 1, 3) === "PNG") return png(head);
  if (head[0] === 0xff && head[1] === 0xd8) return jpeg(head);
  return webp(head);
}
