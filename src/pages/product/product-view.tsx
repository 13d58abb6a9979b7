// SPEC 2 product page: a pure View. Props in (selected from the product configurator by configuratorViewProps in
// ./product-selectors, plus what the container knows: size guide, action buttons), picks out. It renders the SPEC 4
// stock text and the SPEC 8 messages of variant selection; it decides no rule itself.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { Gallery } from '../../components/product/gallery';
import { Price } from '../../components/product/price';
import { type SizeChoice, SizePicker } from '../../components/product/size-picker';
import { StockStatus, type StockStatusValue } from '../../components/product/stock-status';
import { type SwatchOption, SwatchPicker } from '../../components/product/swatch-picker';
import { formatPrice } from '../../domain/money';
import './product-view.css';

export type ProductViewError = 'no-variants' | 'no-such-configuration';

export interface ProductViewProps {
  name: string;
  description?: string;
  brand?: string | null;
  material?: string | null;
  /** Image paths below the media root, the chosen variant's first. */
  images: readonly string[];
  /** The chosen colour's name, for the images' alt text. */
  colourLabel: string | null;
  /** Prices including tax (SPEC 1); a lower final price shows the original struck through. */
  price: { final: number; original: number };
  /** Issue 17: the price is the lowest the product can have (a gift card's smallest amount): 'from 25,00 €'. */
  priceFrom?: boolean;
  /** Issue 17: a typed product's pickers (bundle items, grouped quantities, custom options), above the actions. */
  options?: ReactNode;
  locale: string;
  colourOptions: readonly SwatchOption[];
  sizeOptions: readonly SizeChoice[];
  stockStatus: StockStatusValue | null;
  error: ProductViewError | null;
  /** SPEC 9: the product is in a size-table category. */
  showSizeGuide: boolean;
  sizeGuideHref?: string;
  onSelectColor(value: number): void;
  onSelectSize(value: number): void;
  /** Add to cart, compare, wishlist: supplied by the container. */
  actions?: ReactNode;
}

function ErrorMessage({ error }: { error: ProductViewError }) {
  return (
    <p className={`product-view__message product-view__message--${error}`} role="alert">
      {error === 'no-variants' ? (
        <Trans>No available product variants</Trans>
      ) : (
        <Trans>No such configuration for the product. Please do choose another combination of attributes.</Trans>
      )}
    </p>
  );
}

function ProductDetails({
  description,
  brand,
  material,
}: Pick<ProductViewProps, 'description' | 'brand' | 'material'>) {
  const headingId = useId();
  if (!description && !brand && !material) return null;
  return (
    <section className="product-view__about" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Product details</Trans>
      </h2>
      {description ? <p>{description}</p> : null}
      {brand || material ? (
        <dl className="product-view__facts">
          {brand ? (
            <div>
              <dt>
                <Trans>Brand</Trans>
              </dt>
              <dd>{brand}</dd>
            </div>
          ) : null}
          {material ? (
            <div>
              <dt>
                <Trans>Material</Trans>
              </dt>
              <dd>{material}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}

export function ProductView(props: ProductViewProps) {
  const { t } = useLingui();
  const { name, colourLabel, price } = props;
  const alt = colourLabel ? t`${name}, ${colourLabel}` : name;
  const sizeGuide =
    props.showSizeGuide && props.sizeGuideHref ? (
      <Link href={props.sizeGuideHref} className="product-view__size-guide">
        <Trans>Size guide</Trans>
      </Link>
    ) : null;
  return (
    <article className="product-view">
      <div className="product-view__gallery">
        <Gallery images={props.images} alt={alt} />
      </div>
      <div className="product-view__details">
        <h1 className="product-view__name">{name}</h1>
        {props.brand ? <p className="product-view__brand">{props.brand}</p> : null}
        {props.priceFrom ? (
          <p className="product-view__from">
            <Trans>from {formatPrice(price.final, props.locale)}</Trans>
          </p>
        ) : (
          <Price final={price.final} original={price.original} locale={props.locale} />
        )}
        {props.error ? <ErrorMessage error={props.error} /> : null}
        {props.colourOptions.length > 0 ? (
          <SwatchPicker options={props.colourOptions} onSelect={props.onSelectColor} />
        ) : null}
        {props.sizeOptions.length > 0 ? (
          <SizePicker options={props.sizeOptions} onSelect={props.onSelectSize} aside={sizeGuide} />
        ) : (
          sizeGuide
        )}
        {props.options}
        {props.stockStatus ? <StockStatus status={props.stockStatus} /> : null}
        {props.actions ? <div className="product-view__actions">{props.actions}</div> : null}
        <ProductDetails description={props.description} brand={props.brand} material={props.material} />
      </div>
    </article>
  );
}
