import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DocContent, Row } from './documents';
import type { Random } from './random';
import { writeZip } from './zip';

const FIXED_DATE = new Date(Date.UTC(2025, 0, 1));

function cells(row: Row) {
  return row.cells.filter((c) => c.text.length > 0);
}

/** Plain text: cells placed at character columns, at least three spaces apart. */
export function renderText(doc: DocContent): Buffer {
  const width = doc.page === 'receipt' ? 40 : 90;
  const lines = doc.rows.map((row) => {
    let line = '';
    for (const c of cells(row)) {
      const col = Math.round(c.x * width);
      line = line.length === 0 ? ' '.repeat(col) : line + ' '.repeat(Math.max(3, col - line.length));
      line += c.text;
    }
    return line;
  });
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

type PageGeometry = { width: number; height: number; margin: number; baseSize: number };

function geometry(doc: DocContent): PageGeometry {
  if (doc.page === 'receipt') {
    const height = 60 + doc.rows.reduce((n, r) => n + rowHeight(r, 9), 0);
    return { width: 230, height, margin: 14, baseSize: 9 };
  }
  return { width: 612, height: 792, margin: 54, baseSize: 10.5 };
}

function rowHeight(row: Row, base: number): number {
  return (row.size ?? base) * 1.45 + (row.space ?? 0);
}

/** A PDF with a text layer, one drawText per cell as a real form generator would write it. */
export async function renderTextPdf(doc: DocContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  setFixedMetadata(pdf);
  const g = geometry(doc);
  const page = pdf.addPage([g.width, g.height]);
  const family = doc.font === 'mono' ? StandardFonts.Courier : doc.font === 'serif' ? StandardFonts.TimesRoman : StandardFonts.Helvetica;
  const bold = doc.font === 'mono' ? StandardFonts.CourierBold : doc.font === 'serif' ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold;
  const regular = await pdf.embedFont(family);
  const strong = await pdf.embedFont(bold);
  let y = g.height - g.margin;
  for (const row of doc.rows) {
    const size = row.size ?? g.baseSize;
    y -= rowHeight(row, g.baseSize);
    for (const c of cells(row)) {
      page.drawText(c.text.replace(/·/g, '-'), {
        x: g.margin + c.x * (g.width - 2 * g.margin), y, size, font: row.bold ? strong : regular,
      });
    }
  }
  return Buffer.from(await pdf.save());
}

function setFixedMetadata(pdf: PDFDocument): void {
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.setProducer('corpus generator');
  pdf.setCreator('corpus generator');
}

const FONT_FAMILY = { sans: 'DejaVu Sans', serif: 'DejaVu Serif', mono: 'DejaVu Sans Mono' } as const;

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page as an SVG at `dpi`, white background, black text. */
function renderSvg(doc: DocContent, dpi: number): { svg: string; width: number; height: number } {
  const g = geometry(doc);
  const scale = dpi / 72;
  const width = Math.round(g.width * scale);
  const height = Math.round(g.height * scale);
  const parts: string[] = [];
  let y = g.margin;
  for (const row of doc.rows) {
    const size = row.size ?? g.baseSize;
    y += rowHeight(row, g.baseSize);
    for (const c of cells(row)) {
      const x = (g.margin + c.x * (g.width - 2 * g.margin)) * scale;
      parts.push(
        `<text x="${x.toFixed(1)}" y="${(y * scale).toFixed(1)}" font-size="${(size * scale).toFixed(1)}"${row.bold ? ' font-weight="bold"' : ''}>${escapeXml(c.text)}</text>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g font-family="${FONT_FAMILY[doc.font]}" fill="#111">${parts.join('')}</g></svg>`;
  return { svg, width, height };
}

/** A flatbed scan: grey page, slight blur, PNG. */
export async function renderScanPng(doc: DocContent): Promise<Buffer> {
  const { svg } = renderSvg(doc, doc.page === 'receipt' ? 240 : 200);
  return sharp(Buffer.from(svg)).grayscale().blur(0.5).png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer();
}

/** A scanned PDF: one JPEG image per page and no text layer. */
export async function renderScannedPdf(doc: DocContent): Promise<Buffer> {
  const { svg } = renderSvg(doc, doc.page === 'receipt' ? 240 : 200);
  const jpeg = await sharp(Buffer.from(svg)).grayscale().blur(0.6).jpeg({ quality: 80 }).toBuffer();
  const pdf = await PDFDocument.create();
  setFixedMetadata(pdf);
  const g = geometry(doc);
  const page = pdf.addPage([g.width, g.height]);
  const image = await pdf.embedJpg(jpeg);
  page.drawImage(image, { x: 0, y: 0, width: g.width, height: g.height });
  return Buffer.from(await pdf.save());
}

/**
 * A phone photo: the page on a darker table, turned 1-4°, lit unevenly (gradient), blurred, noisy, and saved
 * as a JPEG of quality 50-75.
 */
export async function renderPhotoJpg(doc: DocContent, r: Random): Promise<Buffer> {
  const dpi = doc.page === 'receipt' ? 260 : 190;
  const { svg, width, height } = renderSvg(doc, dpi);
  const page = await sharp(Buffer.from(svg)).png().toBuffer();
  const pad = Math.round(Math.max(width, height) * 0.05);
  const W = width + 2 * pad;
  const H = height + 2 * pad;
  const angle = (r.chance(0.5) ? 1 : -1) * (1 + r.next() * 3);
  const framed = await sharp({ create: { width: W, height: H, channels: 3, background: { r: 92, g: 84, b: 76 } } })
    .composite([{ input: page, left: pad, top: pad }])
    .png()
    .toBuffer();
  const rotated = await sharp(framed).rotate(angle, { background: { r: 92, g: 84, b: 76 } }).png().toBuffer();
  const meta = await sharp(rotated).metadata();
  const rw = meta.width ?? W;
  const rh = meta.height ?? H;
  const dark = (0.25 + r.next() * 0.2).toFixed(2);
  const direction = r.pick([['0', '0', '1', '1'], ['1', '0', '0', '1'], ['0', '1', '1', '0']]);
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${rw}" height="${rh}"><defs><linearGradient id="g" x1="${direction[0]}" y1="${direction[1]}" x2="${direction[2]}" y2="${direction[3]}"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${dark}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = Buffer.alloc(rw * rh * 4);
  for (let i = 0; i < rw * rh; i++) {
    const v = Math.floor(r.next() * 255);
    noise[i * 4] = v;
    noise[i * 4 + 1] = v;
    noise[i * 4 + 2] = v;
    noise[i * 4 + 3] = 28;
  }
  return sharp(rotated)
    .composite([
      { input: gradient, blend: 'over' },
      { input: noise, raw: { width: rw, height: rh, channels: 4 }, blend: 'over' },
    ])
    .blur(0.7 + r.next() * 0.5)
    .jpeg({ quality: r.int(50, 75) })
    .toBuffer();
}

/** A DOCX: one paragraph per row, cells separated by tabs. */
export function renderDocx(doc: DocContent): Buffer {
  const paragraphs = doc.rows.map((row) => {
    const runs = cells(row)
      .map((c, i) => `${i > 0 ? '<w:r><w:tab/></w:r>' : ''}<w:r>${row.bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(c.text)}</w:t></w:r>`)
      .join('');
    return `<w:p>${runs}</w:p>`;
  });
  const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}<w:sectPr/></w:body></w:document>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  return writeZip([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: 'word/document.xml', data: Buffer.from(documentXml) },
  ]);
}
