import type { ImageFormat } from '@stride/domain';
import { loadSharp } from '../platform/lazy-libraries.js';

export const imageContentTypes: Record<ImageFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp' };

/** Rasterises an SVG at the size its width and height give, on white (JPEG has no transparency). */
export const renderImage = async (svg: string, format: ImageFormat): Promise<Buffer> => {
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  return format === 'webp' ? image.webp({ quality: 82 }).toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
};

export type RenderImage = typeof renderImage;
