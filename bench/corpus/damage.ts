/**
 * Damaged renderings of a document, as owners bring them: a scan fed turned (90°, 180°), a phone photo taken sideways
 * (270°), a page scanned askew (3-10° either way), a 150 dpi scan saved as a JPEG of quality 35. Multi-page documents
 * come as scanned PDFs whose every page carries the damage.
 */
import sharp, { type Sharp } from 'sharp';
import type { DocContent } from './kit';
import type { Random } from './random';
import { jpegsToPdf, paginate, renderPhotoJpg, renderSvg } from './render';

export const DAMAGES = ['turned-90', 'turned-180', 'turned-270', 'skewed', 'low-dpi'] as const;
export type Damage = (typeof DAMAGES)[number];

export type Damaged = { data: Buffer; ext: 'png' | 'pdf' | 'jpg'; format: string; orientation: string; damage: string };

const WHITE = { r: 255, g: 255, b: 255 };

/** The grey flatbed scan of one page at `dpi`, before it is encoded. */
async function scanPixels(page: DocContent, dpi: number): Promise<Sharp> {
  const { svg } = renderSvg(page, dpi);
  return sharp(await sharp(Buffer.from(svg)).grayscale().blur(0.5).png().toBuffer());
}

async function turnedPages(doc: DocContent, angle: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const page of paginate(doc)) {
    const base = await scanPixels(page, page.page === 'receipt' ? 240 : 200);
    const skew = angle % 90 === 0 ? 0 : angle;
    const turned = skew ? base.rotate(skew, { background: WHITE }) : base.rotate(angle);
    out.push(await turned.jpeg({ quality: 80 }).toBuffer());
  }
  return out;
}

/** Renders `doc` with the damage; `r` picks the skew angle and the photo's lighting. */
export async function renderDamaged(doc: DocContent, damage: Damage, r: Random): Promise<Damaged> {
  const pages = paginate(doc).length;
  if (damage === 'skewed') {
    const angle = (r.chance(0.5) ? 1 : -1) * (3 + r.next() * 7);
    const orientation = 'skewed';
    if (pages > 1) return { data: await jpegsToPdf((await turnedPages(doc, angle)).map((jpeg) => ({ jpeg }))), ext: 'pdf', format: 'scan-pdf', orientation, damage: 'none' };
    const base = await scanPixels(doc, doc.page === 'receipt' ? 240 : 200);
    return { data: await base.rotate(angle, { background: WHITE }).png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer(), ext: 'png', format: 'scan-png', orientation, damage: 'none' };
  }
  if (damage === 'low-dpi') {
    const dpi = doc.page === 'receipt' ? 180 : 150;
    if (pages > 1) {
      const jpegs: Buffer[] = [];
      for (const page of paginate(doc)) jpegs.push(await (await scanPixels(page, dpi)).jpeg({ quality: 35 }).toBuffer());
      return { data: await jpegsToPdf(jpegs.map((jpeg) => ({ jpeg, dpi }))), ext: 'pdf', format: 'scan-pdf', orientation: 'upright', damage: 'low-dpi-jpeg35' };
    }
    return { data: await (await scanPixels(doc, dpi)).jpeg({ quality: 35 }).toBuffer(), ext: 'jpg', format: 'scan-jpg', orientation: 'upright', damage: 'low-dpi-jpeg35' };
  }
  const angle = damage === 'turned-90' ? 90 : damage === 'turned-180' ? 180 : 270;
  if (pages > 1 || damage === 'turned-180') {
    return { data: await jpegsToPdf((await turnedPages(doc, angle)).map((jpeg) => ({ jpeg }))), ext: 'pdf', format: 'scan-pdf', orientation: damage, damage: 'none' };
  }
  if (damage === 'turned-90') {
    const base = await scanPixels(doc, doc.page === 'receipt' ? 240 : 200);
    return { data: await base.rotate(90).png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer(), ext: 'png', format: 'scan-png', orientation: damage, damage: 'none' };
  }
  // A phone held sideways: the photo's pixels stand turned, with no EXIF orientation to put them right.
  const photo = await renderPhotoJpg(doc, r);
  return { data: await sharp(photo).rotate(270).jpeg({ quality: 70 }).toBuffer(), ext: 'jpg', format: 'photo-jpg', orientation: damage, damage: 'photo' };
}
