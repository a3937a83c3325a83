import { deflateSync } from 'node:zlib';

/** A PDF object body: a dictionary or a stream (dictionary text plus its raw, already encoded bytes). */
type PdfObject = string | { dict: string; stream: Buffer };

/**
 * Writes objects 1..n as a well-formed PDF (a real cross-reference table), object 1 being the catalog. Small and
 * fast at any declared size, unlike a PDF library, so tests can build thousands of pages or a huge image in milliseconds.
 */
export function buildRawPdf(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      push(Buffer.from(`${index + 1} 0 obj\n${object.dict.replace(/>>\s*$/, ` /Length ${object.stream.length} >>`)}\nstream\n`, 'latin1'));
      push(object.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** `pages` Letter pages, each with the given lines of text (or none): a text layer on every page that has lines. */
export function buildManyPagePdf(pages: number, linesOf: (page: number) => string[] = () => []): Buffer {
  // 1 catalog, 2 pages, 3 font, then a page and its content stream per page.
  const kids = Array.from({ length: pages }, (_, i) => `${4 + 2 * i} 0 R`).join(' ');
  const objects: PdfObject[] = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`, FONT];
  for (let i = 0; i < pages; i++) {
    const lines = linesOf(i + 1);
    const content = lines.length ? `BT /F1 10 Tf 12 TL 50 740 Td ${lines.map((l) => `(${escapePdfText(l)}) '`).join(' ')} ET` : '';
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`);
    objects.push({ dict: '<< >>', stream: Buffer.from(content, 'latin1') });
  }
  return buildRawPdf(objects);
}

/**
 * A PDF of `pages` pages (one by default), each one `width` x `height` grey image, deflated (kilobytes on disk,
 * `width * height` bytes decoded per page).
 */
export function buildHugeImagePdf(width: number, height: number, pages = 1): Buffer {
  const image = deflateSync(Buffer.alloc(width * height, 0xee), { level: 9 });
  // 1 catalog, 2 pages, 3 the image (shared by every page), 4 the content drawing it, then a page object per page.
  const kids = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  return buildRawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`,
    { dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>`, stream: image },
    { dict: '<< >>', stream: Buffer.from('q 612 0 0 792 0 0 cm /Im1 Do Q', 'latin1') },
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 3 0 R >> >> /Contents 4 0 R >>'),
  ]);
}
