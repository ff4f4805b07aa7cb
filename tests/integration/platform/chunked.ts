const encoder = new TextEncoder();

/** The text's UTF-8 bytes as a stream, cut at the given byte offsets (inside a tag or a character alike). */
export function chunked(text: string, cuts: number[] = []): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  const ends = [...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      let from = 0;
      for (const end of ends) {
        controller.enqueue(bytes.slice(from, end));
        from = end;
      }
      controller.close();
    },
  });
}

/** Byte offsets every `size` bytes of the text. */
export const everyBytes = (size: number, text: string) => Array.from({ length: Math.ceil(encoder.encode(text).length / size) - 1 }, (_, i) => (i + 1) * size);

/** Every byte offset inside the text: each cut of it in two. */
export const everyCut = (text: string) => everyBytes(1, text);
