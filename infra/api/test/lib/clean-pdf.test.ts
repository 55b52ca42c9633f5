import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { cleanPdf } from '../../src/lib/clean-pdf';
import { ACTIVE_NAMES, activePdfs, plainPdf } from '../support/pdfs';

/** The keys through which a PDF runs something, opens something or carries a file. */
const ACTIVE_KEYS = [
  'OpenAction',
  'AA',
  'JS',
  'JavaScript',
  'Annots',
  'EmbeddedFiles',
  'AcroForm',
  'Names',
  'URI',
  'Launch',
];

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
      // The bytes sent do carry them: plainly, or hidden from a byte match as the probe hid them.
      const bytes = source.toString('latin1');
      const tricks: Record<string, RegExp[]> = {
        plain: [/\/OpenAction/, /\/JS /],
        incremental: [/\/OpenAction/, /\/Prev \d+/],
        escaped: [/\/Open#41ction/, /\/J#53 /],
        objectStreams: [/\/ObjStm/, /\/FlateDecode/],
      };
      for (const trick of tricks[variant]!) expect(bytes).toMatch(trick);
      if (variant === 'objectStreams') expect(bytes).not.toMatch(/\/OpenAction|\/JS/);
      // …and a reader finds the opening script, whichever way it was written.
      expect((await PDFDocument.load(source)).catalog.has(PDFName.of('OpenAction'))).toBe(true);
      const clean = await cleanPdf(source);
      expect(clean).not.toBeNull();
      expect(clean!.toString('latin1')).not.toMatch(ACTIVE_NAMES);
      // Read back as a reader would, not matched as bytes: no object of the kept file holds an action.
      const kept = await PDFDocument.load(clean!);
      const keys = kept.context
        .enumerateIndirectObjects()
        .flatMap(([, object]) => (object instanceof PDFDict ? object.keys().map((key) => key.decodeText()) : []));
      expect(keys.filter((key) => ACTIVE_KEYS.includes(key))).toEqual([]);
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
