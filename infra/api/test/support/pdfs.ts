import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { deflateSync } from 'node:zlib';

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
  const objectStreams = compressedCatalogue();
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

/**
 * The probe's second bypass: a PDF whose catalogue, with its opening script, sits inside a compressed
 * object stream (`/ObjStm` with FlateDecode) that only a cross-reference stream points into, so that
 * neither `/OpenAction` nor `/JS` appears in the bytes. Written by hand: pdf-lib keeps a catalogue out
 * of its object streams.
 */
function compressedCatalogue(): Buffer {
  const catalogue = '<< /Type /Catalog /Pages 1 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>';
  const packed = deflateSync(Buffer.from(`2 0 ${catalogue}`, 'latin1'));
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const offsets: number[] = [];
  const add = (number: number, head: string, stream?: Buffer) => {
    offsets[number] = Buffer.concat(parts).length;
    parts.push(Buffer.from(`${number} 0 obj\n${head}\n`, 'latin1'));
    if (stream) parts.push(Buffer.from('stream\n', 'latin1'), stream, Buffer.from('\nendstream\n', 'latin1'));
    parts.push(Buffer.from('endobj\n', 'latin1'));
  };
  add(1, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  add(3, '<< /Type /Page /Parent 1 0 R /MediaBox [0 0 300 200] >>');
  add(4, `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>`, packed);
  offsets[5] = Buffer.concat(parts).length;
  // Entries of 1 + 4 + 2 bytes: free, in the file at an offset, or the catalogue's place in stream 4.
  const entry = (type: number, field: number, index: number) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(field, 1);
    row.writeUInt16BE(index, 5);
    return row;
  };
  const xref = Buffer.concat([
    entry(0, 0, 65535),
    entry(1, offsets[1]!, 0),
    entry(2, 4, 0),
    entry(1, offsets[3]!, 0),
    entry(1, offsets[4]!, 0),
    entry(1, offsets[5]!, 0),
  ]);
  add(5, `<< /Type /XRef /Size 6 /Root 2 0 R /W [1 4 2] /Length ${xref.length} >>`, xref);
  parts.push(Buffer.from(`startxref\n${offsets[5]}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** What a cleaned PDF must not hold, however it was spelt. */
export const ACTIVE_NAMES =
  /\/(?:OpenAction|Open#41ction|JavaScript|JS|J#53|AA|EmbeddedFiles?|Annots|Author)\b|app\.alert|payload\.exe|Secret Author/;
