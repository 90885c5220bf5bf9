import { describe, expect, it } from 'vitest';
import type { PhotoRecognizer, RecognizedGood } from '../../integrations/ocr/photo-recognizer.js';
import { readOrderPhoto } from './read-order-photo.js';

/** A 1×1 white PNG: the recognizer below answers whatever it is given, so the picture only has to be a PNG. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';

const read = (good: Partial<RecognizedGood>) => {
  const recognizer: PhotoRecognizer = {
    recognize: async () => ({
      trackNumber: null,
      qty: null,
      price: null,
      description: null,
      commentProduct: null,
      infoUrl: null,
      isDangerous: false,
      currencyId: 'CNY',
      goodHazardCategory: null,
      ...good,
    }),
    close: async () => {},
  };
  return readOrderPhoto(recognizer, { mimeType: 'image/png', data: PIXEL });
};

describe('the photo helper answers tracks as the desk matches them', () => {
  it('a track read with spaces or in lower case comes back as its key', async () => {
    expect((await read({ trackNumber: 'yt 7712 3456 7890 1', qty: 1 })).trackNumber).toBe('YT7712345678901');
    expect((await read({ trackNumber: ' jt3012345678901\u00a0' })).trackNumber).toBe('JT3012345678901');
  });

  it('a track of spaces only is no track, and with nothing else read the image is refused', async () => {
    expect((await read({ trackNumber: '  ', qty: 2 })).trackNumber).toBeNull();
    await expect(read({ trackNumber: ' \u3000 ' })).rejects.toMatchObject({ statusCode: 422 });
  });
});
