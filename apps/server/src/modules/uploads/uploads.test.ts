import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 3)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200, 1)]);

function multipart(fileName: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = '----cabinet-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('image uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (token: string, body: ReturnType<typeof multipart>, purpose = 'good') =>
    t.app.inject({
      method: 'POST',
      url: `/api/google-cloud/image?purpose=${purpose}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

  it('stores a PNG and a JPEG under generated names and serves them back safely', async () => {
    const client = await signUpClient(t.app);
    const png = await upload(client.token, multipart('../../etc/passwd.png', 'image/png', PNG));
    expect(png.statusCode).toBe(201);
    const { fileName, url } = png.json();
    expect(fileName).toMatch(/^[a-f0-9-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const jpeg = await upload(client.token, multipart('photo.jpeg', 'image/jpeg', JPEG));
    expect(jpeg.json().fileName).toMatch(/\.jpg$/);
  });

  it('judges the type by content: a GIF named .png is refused', async () => {
    const client = await signUpClient(t.app);
    const response = await upload(client.token, multipart('cat.png', 'image/png', GIF));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Пожалуйста, загрузите изображение в формате JPG, JPEG или PNG');
  });

  it('limits good photos to 2 MB and other images to 5 MB', async () => {
    const client = await signUpClient(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const asGood = await upload(client.token, multipart('big.png', 'image/png', big));
    expect(asGood.statusCode).toBe(413);
    expect(asGood.json().message).toBe('Не удалось загрузить файл, размер не должен превышать 2 Мб.');
    const asImage = await upload(client.token, multipart('big.png', 'image/png', big), 'image');
    expect(asImage.statusCode).toBe(201);
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooHuge = await upload(client.token, multipart('huge.png', 'image/png', huge), 'image');
    expect(tooHuge.statusCode).toBe(413);
    expect(tooHuge.json().message).toBe('Размер изображения не должен превышать 5MB');
  });

  it('asks for a file when none is sent, and needs a signed-in customer', async () => {
    const client = await signUpClient(t.app);
    const wrongField = await upload(client.token, multipart('a.png', 'image/png', PNG, 'other'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Файл не выбран.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/google-cloud/image',
      ...multipart('a.png', 'image/png', PNG),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only the owner delete an image', async () => {
    const owner = await signUpClient(t.app);
    const stranger = await signUpClient(t.app);
    const { fileName, url } = (await upload(owner.token, multipart('a.png', 'image/png', PNG))).json();
    const foreign = await call(
      t.app,
      'DELETE',
      `/api/google-cloud/image?filename=${fileName}`,
      stranger.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const own = await call(t.app, 'DELETE', `/api/google-cloud/image?filename=${fileName}`, owner.token);
    expect(own.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
