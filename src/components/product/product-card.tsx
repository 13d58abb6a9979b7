// A product in a list: image at SPEC 9's product thumbnail size (241x331), name, price with tax.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { imageUrl, THUMBNAIL_SIZES } from '../../domain/images';
import { Price } from './price';

export interface ProductCardProps {
  name: string;
  href: string;
  image: string;
  finalPrice: number;
  originalPrice: number;
  isNew: boolean;
  locale: string;
  /** Eager-load the first row; the rest load lazily. */
  eager?: boolean;
  /** The name's heading level: 3 under a section's h2 (the home page), 2 right under the page's h1 (a listing). */
  headingLevel?: 2 | 3;
}

export function ProductCard({
  name,
  href,
  image,
  finalPrice,
  originalPrice,
  isNew,
  locale,
  eager,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useLingui();
  const { width, height } = THUMBNAIL_SIZES.product;
  return (
    <article className="product-card">
      <Link href={href} className="product-card__link">
        <img
          className="product-card__image"
          src={imageUrl(image, 'product')}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          // The first row holds the page's largest paint: fetch it before other images.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
        <Heading className="product-card__name">{name}</Heading>
      </Link>
      {isNew ? <span className="badge">{t`New`}</span> : null}
      <Price final={finalPrice} original={originalPrice} locale={locale} />
    </article>
  );
}
