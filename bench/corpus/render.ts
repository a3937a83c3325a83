import sharp from 'sharp';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Box, DocContent, Row } from './kit';
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
  if (doc.page === 'a4') return { width: 595, height: 842, margin: 50, baseSize: 10.5 };
  return { width: 612, height: 792, margin: 54, baseSize: 10.5 };
}

/** Each row's baseline from the top of the page, and the top of the row (for boxes and rules). */
function layoutRows(doc: DocContent, g: PageGeometry): { baseline: number; top: number }[] {
  let y = g.margin;
  return doc.rows.map((row) => {
    const top = y + (row.space ?? 0);
    y += rowHeight(row, g.baseSize);
    return { baseline: y, top };
  });
}

/** Rectangles of the row's boxes (x, y from the top, width, height), and the rule under a header row. */
function shapes(doc: DocContent, g: PageGeometry): { x: number; y: number; w: number; h: number }[] {
  const at = layoutRows(doc, g);
  const usable = g.width - 2 * g.margin;
  const out: { x: number; y: number; w: number; h: number }[] = [];
  doc.rows.forEach((row, i) => {
    for (const box of row.boxes ?? ([] as Box[])) {
      const last = at[Math.min(at.length - 1, i + box.rows - 1)];
      out.push({ x: g.margin + box.x0 * usable, y: at[i].top - 1, w: (box.x1 - box.x0) * usable, h: last.baseline - at[i].top + 5 });
    }
    if (row.rule) out.push({ x: g.margin, y: at[i].baseline + 3, w: usable, h: 0 });
  });
  return out;
}

function rowHeight(row: Row, base: number): number {
  return (row.size ?? base) * 1.45 + (row.space ?? 0);
}

/** The document's pages: its rows split where a row starts a new page. */
export function paginate(doc: DocContent): DocContent[] {
  const pages: DocContent[] = [{ ...doc, rows: [] }];
  for (const row of doc.rows) {
    if (row.pageBreak && pages[pages.length - 1].rows.length > 0) pages.push({ ...doc, rows: [] });
    if (!row.pageBreak) pages[pages.length - 1].rows.push(row);
  }
  return pages;
}

/** A PDF with a text layer, one drawText per cell as a real form generator would write it; one PDF page per page. */
export async function renderTextPdf(doc: DocContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  setFixedMetadata(pdf);
  const family = doc.font === 'mono' ? StandardFonts.Courier : doc.font === 'serif' ? StandardFonts.TimesRoman : StandardFonts.Helvetica;
  const bold = doc.font === 'mono' ? StandardFonts.CourierBold : doc.font === 'serif' ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold;
  const regular = await pdf.embedFont(family);
  const strong = await pdf.embedFont(bold);
  for (const part of paginate(doc)) {
    const g = geometry(part);
    const page = pdf.addPage([g.width, g.height]);
    const at = layoutRows(part, g);
    part.rows.forEach((row, i) => {
      const y = g.height - at[i].baseline;
      for (const c of cells(row)) {
        page.drawText(c.text.replace(/·/g, '-'), {
          x: g.margin + c.x * (g.width - 2 * g.margin), y, size: c.size ?? row.size ?? g.baseSize, font: c.bold ?? row.bold ? strong : regular,
        });
      }
    });
    for (const box of shapes(part, g)) {
      page.drawRectangle({ x: box.x, y: g.height - box.y - box.h, width: box.w, height: box.h, borderWidth: 0.6, borderColor: rgb(0.3, 0.3, 0.3) });
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

/** The page as an SVG at `dpi`, white background, black text (grey on faded thermal paper). */
export function renderSvg(doc: DocContent, dpi: number): { svg: string; width: number; height: number } {
  const g = geometry(doc);
  const scale = dpi / 72;
  const width = Math.round(g.width * scale);
  const height = Math.round(g.height * scale);
  const parts: string[] = [];
  const at = layoutRows(doc, g);
  doc.rows.forEach((row, i) => {
    const y = at[i].baseline;
    for (const c of cells(row)) {
      const x = (g.margin + c.x * (g.width - 2 * g.margin)) * scale;
      const size = c.size ?? row.size ?? g.baseSize;
      parts.push(
        `<text x="${x.toFixed(1)}" y="${(y * scale).toFixed(1)}" font-size="${(size * scale).toFixed(1)}"${c.bold ?? row.bold ? ' font-weight="bold"' : ''} xml:space="preserve">${escapeXml(c.text)}</text>`,
      );
    }
  });
  const lines = shapes(doc, g).map((b) =>
    `<rect x="${(b.x * scale).toFixed(1)}" y="${(b.y * scale).toFixed(1)}" width="${(b.w * scale).toFixed(1)}" height="${(b.h * scale).toFixed(1)}" fill="none" stroke="#444" stroke-width="${(0.7 * scale).toFixed(1)}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${lines.join('')}<g font-family="${FONT_FAMILY[doc.font]}" fill="${doc.faded ? '#6d6d6d' : '#111'}">${parts.join('')}</g></svg>`;
  return { svg, width, height };
}

/** A flatbed scan: grey page, slight blur, PNG. */
export async function renderScanPng(doc: DocContent): Promise<Buffer> {
  const { svg } = renderSvg(doc, doc.page === 'receipt' ? 240 : 200);
  return sharp(Buffer.from(svg)).grayscale().blur(0.5).png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer();
}

/** A scanned PDF: one JPEG image per page and no text layer. */
export async function renderScannedPdf(doc: DocContent): Promise<Buffer> {
  const pages: ScanPage[] = [];
  for (const part of paginate(doc)) {
    const { svg } = renderSvg(part, part.page === 'receipt' ? 240 : 200);
    const g = geometry(part);
    pages.push({ jpeg: await sharp(Buffer.from(svg)).grayscale().blur(0.6).jpeg({ quality: 80 }).toBuffer(), width: g.width, height: g.height });
  }
  return jpegsToPdf(pages);
}

/** A scanned page: its JPEG and the page size in points (by default the image's size at `dpi`). */
export type ScanPage = { jpeg: Buffer; width?: number; height?: number; dpi?: number };

/** A PDF of one JPEG per page and no text layer. */
export async function jpegsToPdf(pages: ScanPage[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  setFixedMetadata(pdf);
  for (const p of pages) {
    const image = await pdf.embedJpg(p.jpeg);
    const scale = 72 / (p.dpi ?? 200);
    const width = p.width ?? image.width * scale;
    const height = p.height ?? image.height * scale;
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return Buffer.from(await pdf.save());
}

/**
 * A phone photo: the page on a darker table, turned 1-4°, sometimes sheared (held at an angle), lit unevenly
 * (gradient), sometimes with a hand's shadow or a fold across it, blurred, noisy, sometimes taken at a lower
 * resolution, and saved as a JPEG of quality 50-75.
 */
export async function renderPhotoJpg(doc: DocContent, r: Random): Promise<Buffer> {
  const dpi = doc.page === 'receipt' ? 260 : 190;
  const { svg, width, height } = renderSvg(doc, dpi);
  const page = await sharp(Buffer.from(svg)).png().toBuffer();
  const pad = Math.round(Math.max(width, height) * 0.05);
  const W = width + 2 * pad;
  const H = height + 2 * pad;
  const angle = (r.chance(0.5) ? 1 : -1) * (1 + r.next() * 3);
  const table = { r: 92, g: 84, b: 76 };
  const framed = await sharp({ create: { width: W, height: H, channels: 3, background: table } })
    .composite([{ input: page, left: pad, top: pad }])
    .png()
    .toBuffer();
  let tilted = sharp(framed).rotate(angle, { background: table });
  const shear = r.chance(0.35) ? (r.chance(0.5) ? 1 : -1) * (0.015 + r.next() * 0.025) : 0;
  if (shear) tilted = sharp(await tilted.png().toBuffer()).affine([1, shear, 0, 1], { background: table });
  const rotated = await tilted.png().toBuffer();
  const meta = await sharp(rotated).metadata();
  const rw = meta.width ?? W;
  const rh = meta.height ?? H;
  const dark = (0.25 + r.next() * 0.2).toFixed(2);
  const direction = r.pick([['0', '0', '1', '1'], ['1', '0', '0', '1'], ['0', '1', '1', '0']]);
  const overlays: string[] = [
    `<defs><linearGradient id="g" x1="${direction[0]}" y1="${direction[1]}" x2="${direction[2]}" y2="${direction[3]}"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${dark}"/></linearGradient><radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`,
    '<rect width="100%" height="100%" fill="url(#g)"/>',
  ];
  if (r.chance(0.4)) {
    // The shadow of the hand or phone over one corner.
    const cx = r.pick([0.1, 0.9]) * rw;
    const cy = r.pick([0.15, 0.85]) * rh;
    overlays.push(`<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(rw * 0.45).toFixed(0)}" ry="${(rh * 0.3).toFixed(0)}" fill="url(#s)"/>`);
  }
  if (r.chance(0.4)) {
    // A fold: a thin dark line with a lighter band beside it, across the page.
    const y = (0.3 + r.next() * 0.4) * rh;
    const tilt = (r.next() - 0.5) * 0.06 * rw;
    overlays.push(
      `<line x1="0" y1="${y.toFixed(0)}" x2="${rw}" y2="${(y + tilt).toFixed(0)}" stroke="#000" stroke-opacity="0.22" stroke-width="3"/>`,
      `<line x1="0" y1="${(y + 6).toFixed(0)}" x2="${rw}" y2="${(y + 6 + tilt).toFixed(0)}" stroke="#fff" stroke-opacity="0.25" stroke-width="8"/>`,
    );
  }
  const lighting = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${rw}" height="${rh}">${overlays.join('')}</svg>`);
  const noise = Buffer.alloc(rw * rh * 4);
  for (let i = 0; i < rw * rh; i++) {
    const v = Math.floor(r.next() * 255);
    noise[i * 4] = v;
    noise[i * 4 + 1] = v;
    noise[i * 4 + 2] = v;
    noise[i * 4 + 3] = 28;
  }
  const lit = await sharp(rotated)
    .composite([
      { input: lighting, blend: 'over' },
      { input: noise, raw: { width: rw, height: rh, channels: 4 }, blend: 'over' },
    ])
    .png()
    .toBuffer();
  let photo = sharp(lit).blur(0.7 + r.next() * 0.5);
  if (r.chance(0.3)) {
    // An older phone: fewer pixels, scaled back up by the viewer.
    const small = await photo.resize(Math.round(rw * 0.72)).png().toBuffer();
    photo = sharp(small).resize(rw);
  }
  return photo.jpeg({ quality: r.int(50, 75) }).toBuffer();
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
