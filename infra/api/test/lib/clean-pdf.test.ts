import { PDFDocument } from '@cantoo/pdf-lib';
import { cleanPdf } from '../../src/lib/clean-pdf';
import { ACTIVE_NAMES, activePdfs, plainPdf } from '../support/pdfs';

describe('cleanPdf: a PDF re-written with its pages only', () => {
  it('keeps the pages and their text', async () => {
    const clean = (await cleanPdf(await plainPdf('Hello from the page')))!;
    const reread = await PDFDocument.load(clean);
    expect(reread.getPageCount()).toBe(1);
    expect(clean.toString('latin1')).not.toMatch(ACTIVE_NAMES);
  });

  it.each(['plain', 'escaped', 'objectStreams', 'incremental'])(
    'leaves behind scripts, actions, attachments and metadata written %s',
    async (variant) => {
      const pdfs = await activePdfs();
      const source = pdfs[variant]!;
      // The bytes sent do carry them (the escaped and compressed ones hide them from a byte match).
      if (variant === 'plain' || variant === 'incremental') expect(source.toString('latin1')).toMatch(/OpenAction/);
      const clean = await cleanPdf(source);
      expect(clean).not.toBeNull();
      expect(clean!.toString('latin1')).not.toMatch(ACTIVE_NAMES);
      expect((await PDFDocument.load(clean!)).getPageCount()).toBe(1);
    },
  );

  it('refuses what is not a PDF a reader can open, and a PDF without pages', async () => {
    expect(await cleanPdf(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF'))).toBeNull();
    expect(
      await cleanPdf(
        Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
      ),
    ).toBeNull();
  });
});
