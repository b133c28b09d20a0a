import sharp from 'sharp';
import { type LabelPage, renderSvg } from './label-graphics';

/** A PNG preview of one label at the printer's resolution (the SVG rasterised: the same layout as the PDF and the ZPL). */
export async function renderPng(page: LabelPage, dpi = 203): Promise<Buffer> {
  const width = Math.round((page.widthMm / 25.4) * dpi);
  const height = Math.round((page.heightMm / 25.4) * dpi);
  return sharp(Buffer.from(renderSvg(page)), { density: dpi })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}
