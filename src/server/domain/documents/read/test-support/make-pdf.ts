import { PDFDocument, StandardFonts } from 'pdf-lib';

export type PdfPageSpec =
  | { kind: 'text'; items: { text: string; x: number; y: number; size?: number }[] }
  | { kind: 'image'; jpeg: Buffer }
  /** Two images (top and bottom halves) plus a short caption: has to be rendered, not extracted. */
  | { kind: 'split-image'; top: Buffer; bottom: Buffer; caption: string };

const LETTER: [number, number] = [612, 792];

/** Builds a PDF whose pages are either text (Helvetica, a real text layer) or one full-page JPEG (a scan). */
export async function buildPdf(pages: PdfPageSpec[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const spec of pages) {
    const page = pdf.addPage(LETTER);
    if (spec.kind === 'text') {
      for (const item of spec.items) page.drawText(item.text, { x: item.x, y: item.y, size: item.size ?? 12, font });
    } else if (spec.kind === 'image') {
      const image = await pdf.embedJpg(spec.jpeg);
      page.drawImage(image, { x: 0, y: 0, width: LETTER[0], height: LETTER[1] });
    } else {
      const half = LETTER[1] / 2;
      page.drawImage(await pdf.embedJpg(spec.top), { x: 0, y: half, width: LETTER[0], height: half });
      page.drawImage(await pdf.embedJpg(spec.bottom), { x: 0, y: 0, width: LETTER[0], height: half });
      page.drawText(spec.caption, { x: 40, y: 20, size: 10, font });
    }
  }
  return Buffer.from(await pdf.save());
}
