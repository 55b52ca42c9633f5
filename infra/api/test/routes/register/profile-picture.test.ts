import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { startTestApp, uploadedFiles, type TestApp } from '../../helper';
import { PNG_1X1, login, multipart, register } from '../../support/accounts';

describe('POST /api/register/updateProfilePicture', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
    await register(app);
  });
  afterEach(() => app.close());

  const upload = (headers: Record<string, string>, content: Buffer) => {
    const body = multipart({}, { field: 'profileImage', name: 'face.png', type: 'image/png', content });
    return app.inject({
      method: 'POST',
      url: '/api/register/updateProfilePicture',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  /** A PNG whose header declares `width` × `height` (a decompression bomb: a few bytes, a gigabyte decoded). */
  const declaredPng = (width: number, height: number) => {
    const png = Buffer.from(PNG_1X1);
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  };

  it('refuses a picture of more than 40 megapixels by its header, keeping nothing', async () => {
    const { token } = await login(app);
    const bomb = declaredPng(16_000, 16_000);
    expect((await sharp(bomb).metadata()).width).toBe(16_000);
    const response = await upload({ authorization: token }, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The image must be at most 40 megapixels. Please choose a smaller one.');
    expect(uploadedFiles(app)).toEqual([]);
    expect(await app.db.selectFrom('uploads').selectAll().execute()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await upload({}, PNG_1X1)).statusCode).toBe(401);
  });

  it('answers the new profileImageUrl and keeps it on the user', async () => {
    const { token } = await login(app);
    const response = await upload({ authorization: token }, PNG_1X1);
    expect(response.statusCode).toBe(200);
    const { profileImageUrl } = response.json();
    expect(profileImageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const verify = await app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token } });
    expect(verify.json().user.profileImage).toBe(profileImageUrl);
  });

  it('keeps only the newest picture, and takes at most 10 a minute from one person', async () => {
    const { token } = await login(app);
    const urls: string[] = [];
    for (let index = 0; index < 10; index++) {
      const response = await upload({ authorization: token }, PNG_1X1);
      expect(response.statusCode).toBe(200);
      urls.push(response.json().profileImageUrl);
    }
    expect(await app.db.selectFrom('uploads').select('file_name').execute()).toEqual([
      { file_name: urls.at(-1)!.split('/').at(-1) },
    ]);
    expect(uploadedFiles(app)).toEqual([urls.at(-1)!.split('/').at(-1)]);
    expect((await app.inject({ method: 'GET', url: urls[0]! })).statusCode).toBe(404);
    const limited = await upload({ authorization: token }, PNG_1X1);
    expect(limited.statusCode).toBe(429);
  });

  it('keeps the photo without its EXIF data (the place it was taken included)', async () => {
    const { token } = await login(app);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f9e72' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Casey', ImageDescription: '12 King Street, Newtown' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload({ authorization: token }, photo);
    expect(response.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: response.json().profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(Buffer.from('King Street'))).toBe(false);
    const kept = await sharp(served.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect(kept.exif).toBeUndefined();
  });

  it('refuses a file that is not an image', async () => {
    const { token } = await login(app);
    const response = await upload({ authorization: token }, Buffer.from('%PDF-1.7 not an image'));
    expect(response.statusCode).toBe(400);
  });
});
