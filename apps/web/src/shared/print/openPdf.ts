/**
 * Shows a PDF the desk fetched (labels) in a new tab, where the browser's viewer prints it; a browser that blocks
 * the tab gets it as a download instead. The address is released once the tab has had time to read it.
 */
export function openPdf(pdf: Blob, fileName: string) {
  const url = URL.createObjectURL(pdf);
  const tab = window.open(url, '_blank');
  if (!tab) {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
