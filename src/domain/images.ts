// SPEC 9 thumbnails and SPEC 7: images come through {base}/{width}/{height}/resize{path}.

export const THUMBNAIL_SIZES = {
  cart: { width: 210, height: 300 },
  product: { width: 241, height: 331 },
  gallery: { width: 920, height: 1288 },
  structuredData: { width: 644, height: 644 },
} as const;

export type ThumbnailKind = keyof typeof THUMBNAIL_SIZES;

export function imageUrl(path: string, kind: ThumbnailKind, base = '/img'): string {
  const { width, height } = THUMBNAIL_SIZES[kind];
  return `${base}/${width}/${height}/resize${path.startsWith('/') ? path : `/${path}`}`;
}
