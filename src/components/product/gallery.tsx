// SPEC 9 thumbnails: the product's images at the gallery size (920x1288). The first is the page's largest image, so
// it loads eagerly with high priority; the rest load lazily. Alt text: the product's name and colour.
import { useLingui } from '@lingui/react/macro';
import { imageUrl, THUMBNAIL_SIZES } from '../../domain/images';
import './gallery.css';

export interface GalleryProps {
  /** Image paths below the media root, the main one first. */
  images: readonly string[];
  /** What the images show: 'Linane suvekleit, valge'. */
  alt: string;
}

export function Gallery({ images, alt }: GalleryProps) {
  const { t } = useLingui();
  const { width, height } = THUMBNAIL_SIZES.gallery;
  const count = images.length;
  const list = (
    <ul className="gallery__list">
      {images.map((path, index) => {
        const number = index + 1;
        return (
          <li key={path} className="gallery__item">
            <img
              className="gallery__image"
              src={imageUrl(path, 'gallery')}
              alt={index === 0 ? alt : t`${alt}, image ${number} of ${count}`}
              width={width}
              height={height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </li>
        );
      })}
    </ul>
  );
  return count > 1 ? (
    // Several images scroll sideways on phones: a labelled region that keyboard users can focus to scroll it
    // (axe scrollable-region-focusable), which this lint rule does not know about.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="gallery" aria-label={t`Product images`} tabIndex={0}>
      {list}
    </section>
  ) : (
    <div className="gallery">{list}</div>
  );
}
