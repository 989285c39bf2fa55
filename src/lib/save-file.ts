/** Saves text as a file through a Blob and a temporary object URL (the CSV exports). */
export function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
