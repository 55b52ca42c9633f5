/**
 * A credential's PDF is saved to the person's device, never opened as a page of the site: a PDF can
 * carry script, and a `blob:` URL opened in a tab runs on the site's origin. (Photos and scans are shown
 * from their bytes in an <img>, which runs nothing.)
 */
export function saveDocument(document: Blob, fileName: string, page: Document = window.document) {
  const href = URL.createObjectURL(document);
  const link = Object.assign(page.createElement('a'), { href, download: fileName, rel: 'noopener' });
  link.click();
  // The download has its bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

export const isPdf = (document: Blob) => document.type === 'application/pdf';
