/**
 * The hostile values the bad-input suite draws from. "Nasty" strings may well be valid text (a
 * name may contain an emoji); the generator only sends them next to something certainly invalid.
 */
export const MB = 1024 * 1024;

/** Unicode edge cases: lone surrogates, bidi overrides, NUL, emoji sequences, combining marks. */
export const UNICODE = [
  "\ud800",
  "abc\udfffdef",
  "\udc00\ud800",
  "\u202eevil.exe\u202c",
  "\u200f\u202bRTL\u202c",
  "a\u0000b",
  "\u0000",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "Z\u0335\u0321\u032a\u035aa\u0335l\u0337g\u0338o\u0336",
  "\ufeffBOM",
  "\u2028\u2029",
  "\uffff\ufffe",
  "e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301",
  "𝕳𝖊𝖑𝖑𝖔",
];

export const SQL = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE staff_users; --",
  '" OR ""="',
  "1; SELECT * FROM sessions",
  "admin'--",
  "' UNION SELECT password_hash FROM staff_users --",
  "%' AND 1=0 UNION SELECT sql FROM sqlite_master --",
];

export const HTML = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "<iframe src=//evil.example>",
  "{{7*7}}${7*7}<%= 7*7 %>",
];

/** Path traversal and encoding tricks, for ids and keys in paths. */
export const TRAVERSAL = [
  "..",
  "../..",
  "../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e",
  "%2e%2e%2f%2e%2e%2f",
  "%252e%252e%252f",
  "a%2fb",
  "..%5c..%5cwindows",
  "....//....//",
  "%00",
  "x%00.jpg",
  "%c0%ae%c0%ae%2f",
  "%ff%fe",
];

export const NASTY = [...UNICODE, ...SQL, ...HTML, ...TRAVERSAL.map(decodeSafe)];

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Values of every JSON type but string, for "wrong type" cases. */
export const NON_STRINGS: unknown[] = [null, 0, -1, 1e308, true, false, [], ["a"], {}, { $ne: null }];

/** Numbers a pagination parameter must refuse (as query-string text). A blank one means "the default". */
export const BAD_NUMBERS = [
  "-1",
  "-999999999",
  "0",
  "99999999999999999999",
  "1e309",
  "NaN",
  "Infinity",
  "1.5",
  "0x10",
  "abc",
  "1;DROP",
  "--1",
  "9".repeat(400),
];

/** Bodies that are not JSON at all, or not well-formed JSON. */
export const BROKEN_JSON = [
  "{",
  "}",
  '{"a":',
  '{"email": "x@y.z",}',
  "{'single': 'quotes'}",
  "nul",
  "undefined",
  "NaN",
  '{"a": 1} trailing',
  "\ufeff{}",
  "\u0000",
  '{"a": "\\ud800 unterminated',
  "[".repeat(50_000),
  '{"a":'.repeat(10_000),
  "<xml/>",
  "a=1&b=2",
];

export const huge = (n = MB, ch = "A") => ch.repeat(n);
