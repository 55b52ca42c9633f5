import sharp from 'sharp';
import { badRequest } from './http-errors';

/**
 * The image as it is shown, without what a camera wrote beside it (EXIF, with the place a photo was
 * taken, the camera's make and model; XMP; ICC profiles): re-encoded in its own format, turned the way
 * its EXIF orientation said. An image the encoder cannot read is a 400 with `unreadable`.
 */
export async function withoutMetadata(content: Buffer, mime: string, unreadable: string) {
  try {
    return await sharp(content, { animated: mime === 'image/gif' || mime === 'image/webp' })
      .rotate()
      .toBuffer();
  } catch {
    throw badRequest(unreadable);
  }
}
