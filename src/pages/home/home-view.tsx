// The home page (SPEC 2 '/'): the top categories, the new collection and the bestsellers, 8 each.
import { Trans, useLingui } from '@lingui/react/macro';
import { CategoryLinks } from '../../components/catalog/category-links';
import type { NavLink } from '../../components/layout/link-list';
import { ProductCard, type ProductCardProps } from '../../components/product/product-card';

export interface HomeViewProps {
  status: 'loading' | 'ready' | 'failed';
  newCollection: ProductCardProps[];
  bestsellers: ProductCardProps[];
  /** SPEC 2: the top categories, linked. */
  categories?: readonly NavLink[];
  onRetry(): void;
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

export function HomeView({ status, newCollection, bestsellers, categories = [], onRetry }: HomeViewProps) {
  const { t } = useLingui();
  return (
    <>
      <section className="hero">
        <h1>
          <Trans>Clothes for the Baltic seasons</Trans>
        </h1>
        <p>
          <Trans>New arrivals every week, free returns within 30 days.</Trans>
        </p>
      </section>
      <CategoryLinks label={t`Shop by category`} links={categories} variant="tiles" />
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
