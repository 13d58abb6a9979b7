// The pages of the stored product lists (SPEC 2 /compare and /my-account/recently-viewed; SPEC 3 compare list):
// the compare table and the recently viewed grid. Views only: the container supplies the rows and the callbacks.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import './listed-products-view.css';
import { ProductGrid } from '../../components/catalog/product-grid';
import { Price } from '../../components/product/price';
import type { ProductCardProps } from '../../components/product/product-card';
import { imageUrl, THUMBNAIL_SIZES } from '../../domain/images';

export type ListedStatus = 'loading' | 'ready' | 'failed';

export interface CompareRow extends ProductCardProps {
  sku: string;
  colours: string[];
  sizes: string[];
  inStock: boolean;
  material: string | null;
}

export interface CompareViewProps {
  status: ListedStatus;
  products: CompareRow[];
  locale: string;
  onRemove(sku: string): void;
  onClear(): void;
  onRetry(): void;
}

function Loading() {
  return (
    <p className="loading" role="status">
      <Trans>Loading products…</Trans>
    </p>
  );
}

function Failed({ onRetry }: { onRetry(): void }) {
  return (
    <div className="load-error" role="alert">
      <p>
        <Trans>The products could not be loaded.</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

export function CompareView({ status, products, locale, onRemove, onClear, onRetry }: CompareViewProps) {
  const { t } = useLingui();
  const { width, height } = THUMBNAIL_SIZES.product;
  return (
    <section aria-labelledby="compare-title" className="listed-page">
      <h1 id="compare-title">
        <Trans>Compare Products</Trans>
      </h1>
      {status === 'loading' ? <Loading /> : null}
      {status === 'failed' ? <Failed onRetry={onRetry} /> : null}
      {status === 'ready' && products.length === 0 ? (
        <p className="listed-page__empty">
          <Trans>You have no items to compare. Use “Add to compare” on a product page.</Trans>
        </p>
      ) : null}
      {status === 'ready' && products.length > 0 ? (
        <>
          <div className="compare-table__scroll">
            <table className="compare-table">
              <caption className="visually-hidden">
                <Trans>The products you are comparing, side by side</Trans>
              </caption>
              <thead>
                <tr>
                  <td />
                  {products.map((product) => (
                    <th key={product.sku} scope="col">
                      <Link href={product.href} className="compare-table__product">
                        <img
                          src={imageUrl(product.image, 'product')}
                          alt=""
                          width={width}
                          height={height}
                          loading="lazy"
                          decoding="async"
                        />
                        <span>{product.name}</span>
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">
                    <Trans>Price</Trans>
                  </th>
                  {products.map((product) => (
                    <td key={product.sku}>
                      <Price final={product.finalPrice} original={product.originalPrice} locale={locale} />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">
                    <Trans>Colours</Trans>
                  </th>
                  {products.map((product) => (
                    <td key={product.sku}>{product.colours.join(', ') || '–'}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">
                    <Trans>Sizes</Trans>
                  </th>
                  {products.map((product) => (
                    <td key={product.sku}>{product.sizes.join(', ') || '–'}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">
                    <Trans>Material</Trans>
                  </th>
                  {products.map((product) => (
                    <td key={product.sku}>{product.material ?? '–'}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">
                    <Trans>Availability</Trans>
                  </th>
                  {products.map((product) => (
                    <td key={product.sku}>{product.inStock ? t`In stock` : t`Out of stock`}</td>
                  ))}
                </tr>
                <tr>
                  <td />
                  {products.map((product) => (
                    <td key={product.sku}>
                      <button type="button" className="button button--secondary" onClick={() => onRemove(product.sku)}>
                        {t`Remove ${product.name} from compare`}
                      </button>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <button type="button" className="button button--secondary" onClick={onClear}>
            <Trans>Clear the compare list</Trans>
          </button>
        </>
      ) : null}
    </section>
  );
}

export interface RecentlyViewedViewProps {
  status: ListedStatus;
  products: ProductCardProps[];
  onClear(): void;
  onRetry(): void;
}

export function RecentlyViewedView({ status, products, onClear, onRetry }: RecentlyViewedViewProps) {
  return (
    <section aria-labelledby="recently-viewed-title" className="listed-page">
      <h1 id="recently-viewed-title">
        <Trans>Recently viewed</Trans>
      </h1>
      {status === 'loading' ? <Loading /> : null}
      {status === 'failed' ? <Failed onRetry={onRetry} /> : null}
      {status === 'ready' && products.length === 0 ? (
        <p className="listed-page__empty">
          <Trans>You have not viewed any products yet.</Trans>
        </p>
      ) : null}
      {status === 'ready' && products.length > 0 ? (
        <>
          {/* The cards' names are h3: a section heading keeps the outline in order. */}
          <h2 id="recently-viewed-products" className="visually-hidden">
            <Trans>Products you have viewed, the newest first</Trans>
          </h2>
          <ProductGrid products={products} labelledBy="recently-viewed-title" cardHeadingLevel={3} />
          <button type="button" className="button button--secondary" onClick={onClear}>
            <Trans>Clear the list</Trans>
          </button>
        </>
      ) : null}
    </section>
  );
}
