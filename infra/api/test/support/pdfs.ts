import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';

/** A one-page PDF with a line of text, as a scanner or a word processor writes one. */
export async function plainPdf(text = 'Casey Worker: barista, 2 years'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 150, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const script = (pdf: PDFDocument) =>
  pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(document.cookie)') });

/**
 * One-page PDFs that carry what a document must not: a script run on opening, page and link actions,
 * an attached file, an author in the metadata; written plainly, with their names escaped
 * (`/Open#41ction`, `/J#53`), inside compressed object streams, and added by an incremental update.
 */
export async function activePdfs(): Promise<Record<string, Buffer>> {
  const pdf = await PDFDocument.load(await plainPdf());
  pdf.setAuthor('Secret Author');
  pdf.catalog.set(PDFName.of('OpenAction'), script(pdf));
  const [page] = pdf.getPages();
  page!.node.set(PDFName.of('AA'), pdf.context.obj({ O: script(pdf) }));
  const link = pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: script(pdf) });
  page!.node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(link)]));
  await pdf.attach(Buffer.from('MZ not a program'), 'payload.exe', { mimeType: 'application/octet-stream' });
  const plain = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const escaped = Buffer.from(
    plain.toString('latin1').replaceAll('/OpenAction', '/Open#41ction').replaceAll('/JS ', '/J#53 '),
    'latin1',
  );
  const objectStreams = Buffer.from(await pdf.save({ useObjectStreams: true }));
  // An incremental update: the clean file, then a new catalogue with an opening script appended.
  const base = await plainPdf();
  const text = base.toString('latin1');
  const root = /\/Root (\d+) 0 R/.exec(text)![1];
  const pages = /\/Pages (\d+) 0 R/.exec(text)![1];
  const startxref = Number(/startxref\s+(\d+)/.exec(text)![1]);
  const size = Number(/\/Size (\d+)/.exec(text)![1]);
  const body = `${root} 0 obj\n<< /Type /Catalog /Pages ${pages} 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n`;
  const offset = base.length;
  const xref = `xref\n${root} 1\n${String(offset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size} /Root ${root} 0 R /Prev ${startxref} >>\nstartxref\n${offset + body.length}\n%%EOF\n`;
  const incremental = Buffer.concat([base, Buffer.from(body + xref, 'latin1')]);
  return { plain, escaped, objectStreams, incremental };
}

/** What a cleaned PDF must not hold, however it was spelt. */
export const ACTIVE_NAMES =
  /\/(?:OpenAction|Open#41ction|JavaScript|JS|J#53|AA|EmbeddedFiles?|Annots|Author)\b|app\.alert|payload\.exe|Secret Author/;
