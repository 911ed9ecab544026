import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../platform/storage';
import { imageRef, imageUrls, variantKey } from './media-urls';

describe('image URLs', () => {
  // A key with characters a URL escapes (uploads keep their own names in some keys).
  const image = { key: 'properties/ب 1/ص ور#1', widths: [1600, 480, 960], width: 3200, height: 2000 };

  it.each([
    ['the app’s /media/', undefined],
    ['MEDIA_PUBLIC_BASE', 'https://cdn.example.test/m'],
  ])('are the URL of each variant’s key, under %s', (_, publicBase) => {
    const storage = createDiskStorage('/nonexistent', publicBase);
    const each = image.widths.map((w) => storage.url(variantKey(image.key, w)));
    expect(imageUrls(storage, image)).toEqual(each);
    expect(imageRef(storage, image)).toEqual({
      url: each[2],
      srcset: `${each[1]} 480w, ${each[2]} 960w, ${each[0]} 1600w`,
      width: 960,
      height: 600,
    });
  });
});
