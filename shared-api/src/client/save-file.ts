/** How long the browser is given to start reading a saved file before its object URL is released. */
const RELEASE_AFTER_MS = 1_000;

/** Saves `blob` as a download named `filename` (the browser's own download flow: no new tab, no navigation). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
