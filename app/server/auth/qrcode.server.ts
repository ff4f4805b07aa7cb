import { encode } from "uqr";

/**
 * The QR code an authenticator app scans at enrolment: the otpauth:// URI as a module
 * matrix (true = dark), which the page draws as SVG rectangles; no markup is built from strings.
 * Error correction M: a phone reads it off a screen; the URI fits a version-6 code or so.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 0 }).data;
}
