import sharp from 'sharp';

export interface FormRow {
  label: string;
  value: string;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An SVG page with text lines at given positions, rendered in DejaVu Sans. */
export function buildTextSvg(
  items: { text: string; x: number; y: number; size?: number; anchor?: 'start' | 'end' }[],
  width: number,
  height: number,
): string {
  const texts = items
    .map(
      (item) =>
        `<text x="${item.x}" y="${item.y}" font-family="DejaVu Sans" font-size="${item.size ?? 36}" text-anchor="${item.anchor ?? 'start'}" fill="#111">${escapeXml(item.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
}

/** A two-column form: labels at the left, values right-aligned far away on the same line. */
export function buildFormSvg(title: string, rows: FormRow[], width = 1700, rowGap = 90): string {
  const items = [{ text: title, x: 80, y: 110, size: 48 }];
  rows.forEach((row, index) => {
    const y = 230 + index * rowGap;
    items.push({ text: row.label, x: 80, y, size: 36 });
    items.push({ text: row.value, x: width - 80, y, size: 36, anchor: 'end' } as never);
  });
  return buildTextSvg(items, width, 230 + rows.length * rowGap + 80);
}

export async function renderSvgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Makes a clean render look like a phone photo: slight rotation, uneven light, blur, noise, JPEG. */
export async function makePhotoLike(png: Buffer, options: { angle?: number; shadow?: number } = {}): Promise<Buffer> {
  const rotated = await sharp(png)
    .rotate(options.angle ?? 1.2, { background: '#ffffff' })
    .blur(0.8)
    .toBuffer({ resolveWithObject: true });
  const { width, height } = rotated.info;
  const shadow = options.shadow ?? 0.55;
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g" cx="15%" cy="85%" r="90%"><stop offset="0" stop-color="#000" stop-opacity="${shadow}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  return sharp(rotated.data)
    .composite([
      { input: Buffer.from(gradient), blend: 'over' },
      { input: noise, blend: 'soft-light' },
    ])
    .jpeg({ quality: 72 })
    .toBuffer();
}
