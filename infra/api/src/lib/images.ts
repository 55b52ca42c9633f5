import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@fairgo/shared/contract';
import { badRequest } from './http-errors';

const TOO_MANY_PIXELS = `The image must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please choose a smaller one.`;

/**
 * The image as it is shown, without what a camera wrote beside it (EXIF, with the place a photo was
 * taken, the camera's make and model; XMP; ICC profiles): re-encoded in its own format, turned the way
 * its EXIF orientation said. Its size is read from its header before anything is decoded: more than
 * MAX_IMAGE_PIXELS is a 400 (an animation counts every frame). An image the encoder cannot read is a
 * 400 with `unreadable`.
 */
export async function withoutMetadata(content: Buffer, mime: string, unreadable: string) {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  let pixels: number;
  try {
    const { width = 0, height = 0 } = await sharp(content, { animated }).metadata();
    pixels = width * height;
  } catch {
    throw badRequest(unreadable);
  }
  if (pixels > MAX_IMAGE_PIXELS) throw badRequest(TOO_MANY_PIXELS);
  try {
    return await sharp(content, { animated, limitInputPixels: MAX_IMAGE_PIXELS }).rotate().toBuffer();
  } catch {
    throw badRequest(unreadable);
  }
}
