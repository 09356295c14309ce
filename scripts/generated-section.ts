/**
 * Replaces the text between two marker comments of a committed document (docs/SECURITY.md's limits,
 * README.md's configuration) with what a script printed from the code; the drift tests compare a document
 * with itself after the replacement.
 */
export function withGeneratedSection(
  document: string,
  markers: { start: string; end: string; file: string },
  content: string,
): string {
  const start = document.indexOf(markers.start);
  const end = document.indexOf(markers.end);
  if (start < 0 || end < start)
    throw new Error(`${markers.file} lacks the markers ${markers.start} … ${markers.end}`);
  return `${document.slice(0, start + markers.start.length)}\n${content}\n${document.slice(end)}`;
}
