/**
 * Splits what has arrived of an event stream into complete `data:` payloads and the unfinished
 * rest, which waits for the next chunk. Events end with a blank line.
 */
export function takeSseData(buffer: string): { data: string[]; rest: string } {
  const normalized = buffer.replace(/\r\n/g, "\n");
  const events = normalized.split("\n\n");
  const rest = events.pop() ?? "";
  const data = events.flatMap((event) =>
    event
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trimStart()),
  );
  return { data, rest };
}
