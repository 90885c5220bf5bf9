/** The image type by its first bytes, not by its name: JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A). */
export function detectImageType(
  data: Buffer,
): { mimeType: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png' } | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { mimeType: 'image/jpeg', extension: 'jpg' };
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((byte, i) => data[i] === byte))
    return { mimeType: 'image/png', extension: 'png' };
  return null;
}
