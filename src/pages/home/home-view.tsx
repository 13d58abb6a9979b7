// The home page (SPEC 2 '/'): the top categories, the new collection and the bestsellers, 8 each.
import { Trans, useLingui } from '@lingui/react/macro';
import { CategoryLinks } from '../../components/catalog/category-links';
import { CmsHtml } from '../../components/content/cms-html';
import type { NavLink } from '../../components/layout/link-list';
import { ProductCard, type ProductCardProps } from '../../components/product/product-card';

/** Issue 16: a banner from the CMS (banner-* blocks); `html` was sanitised on write. */
export interface HomeBannerProps {
  identifier: string;
  title: string;
  html: string;
}

export interface HomeViewProps {
  status: 'loading' | 'ready' | 'failed';
  /** The CMS's hero (banner-hero): the page's heading and lead; the shop's own words when the CMS has none. */
  hero?: HomeBannerProps | null;
  /** The hero's picture: the newest product's image, sized (width/height) so nothing moves when it arrives. */
  heroImage?: { src: string; width: number; height: number } | null;
  /** The other banners (delivery, newsletter …), under the categories. */
  banners?: readonly HomeBannerProps[];
  newCollection: ProductCardProps[];
  bestsellers: ProductCardProps[];
  /** SPEC 2: the top categories, linked. */
  categories?: readonly NavLink[];
  onRetry(): void;
  /** A plain click on a link of the CMS's hero or banners to a page of the shop: navigate without a full load. */
  onNavigate?(href: string): void;
}

function ProductList({ id, title, products }: { id: string; title: React.ReactNode; products: ProductCardProps[] }) {
  return (
    <section className="product-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-grid">
        {products.map((product) => (
          <li key={product.href}>
            <ProductCard {...product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Hero({
  hero,
  image,
  onNavigate,
}: {
  hero: HomeBannerProps | null;
  image: HomeViewProps['heroImage'];
  onNavigate: HomeViewProps['onNavigate'];
}) {
  return (
    <section className={`hero${image ? ' hero--with-image' : ''}`}>
      <div className="hero__text">
        {hero ? (
          <>
            <h1>{hero.title}</h1>
            <CmsHtml className="hero__body" html={hero.html} onNavigate={onNavigate} />
          </>
        ) : (
          <>
            <h1>
              <Trans>Clothes for the Baltic seasons</Trans>
            </h1>
            <p>
              <Trans>New arrivals every week, free returns within 30 days.</Trans>
            </p>
          </>
        )}
      </div>
      {image ? (
        <img
          className="hero__image"
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          loading="eager"
          decoding="async"
        />
      ) : null}
    </section>
  );
}

function Banners({
  banners,
  onNavigate,
}: {
  banners: readonly HomeBannerProps[];
  onNavigate: HomeViewProps['onNavigate'];
}) {
  if (!banners.length) return null;
  return (
    <ul className="home-banners">
      {banners.map((banner) => (
        <li key={banner.identifier} className="home-banner">
          <h2 className="home-banner__title">{banner.title}</h2>
          <CmsHtml className="home-banner__body" html={banner.html} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

export function HomeView({
  status,
  hero = null,
  heroImage = null,
  banners = [],
  newCollection,
  bestsellers,
  categories = [],
  onRetry,
  onNavigate,
}: HomeViewProps) {
  const { t } = useLingui();
  return (
    <>
      <Hero hero={hero} image={heroImage} onNavigate={onNavigate} />
      <CategoryLinks label={t`Shop by category`} links={categories} variant="tiles" />
      <Banners banners={banners} onNavigate={onNavigate} />
      {status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading products…</Trans>
        </p>
      ) : null}
      {status === 'failed' ? (
        <div className="load-error" role="alert">
          <p>
            <Trans>The products could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {status === 'ready' ? (
        <>
          <ProductList id="new-collection" title={<Trans>New collection</Trans>} products={newCollection} />
          <ProductList id="bestsellers" title={<Trans>Bestsellers</Trans>} products={bestsellers} />
        </>
      ) : null}
    </>
  );
}
