import { PDFDocument, PDFName } from '@cantoo/pdf-lib';

/**
 * A PDF re-written with its pages' content only: each page is copied into a new document, so what the
 * old one's catalogue held (opening actions, document scripts, embedded files, forms, outlines,
 * metadata) is left behind. Each page loses its annotations (links that run actions) and its own
 * actions before it is copied, so that nothing they point at is copied either. Whatever way a name was
 * spelt (`/Open#41ction`) or hidden (an object stream, an incremental update), it is parsed, not
 * matched. Null when the bytes are not a PDF with pages that a reader can open.
 */
export async function cleanPdf(content: Buffer): Promise<Buffer | null> {
  try {
    const source = await PDFDocument.load(content, { updateMetadata: false, throwOnInvalidObject: true });
    const pages = source.getPages();
    if (pages.length === 0) return null;
    for (const page of pages) for (const key of ['Annots', 'AA']) page.node.delete(PDFName.of(key));
    const clean = await PDFDocument.create({ updateMetadata: false });
    for (const page of await clean.copyPages(source, source.getPageIndices())) clean.addPage(page);
    return Buffer.from(await clean.save({ useObjectStreams: false }));
  } catch {
    // Not a PDF, a broken one, or one locked with a password: nothing we can vouch for.
    return null;
  }
}
