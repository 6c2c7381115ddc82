/** Offers `blob` to the user as a download named `fileName` (a temporary object URL on a hidden link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the browser has started reading the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
