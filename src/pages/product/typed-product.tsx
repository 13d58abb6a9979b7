// Issue 17, SPEC 2 /p/{parentSku}/{slug}: the page of a virtual, downloadable, simple, bundle or grouped product. It
// runs the product-options machine on the product (bundle items, grouped quantities, custom options such as the gift
// card's amount, recipient and message), shows its price — a gift card from its lowest amount, never 0,00 € — and
// runs it with its hand-off to the cart provided by the composition root (SPEC 4 "Add flow",
// src/app/root/cart-add.ts `productOptionsWithCart`): the view only sends events. JSON-LD per type.
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { cartProductFromChild } from '../../domain/cart-product';
import type { Product } from '../../domain/contract/catalog';
import type { ConfigurableChild } from '../../domain/variants';
import { useEffect } from 'react';
import type { PageProduct } from '../../../machines/product-page.machine';
import { productHref } from '../../app/routing/routes';
import { useCommerce } from '../../app/root/hooks/use-commerce';
import { productOptionsWithCart } from '../../app/root/cart-add';
import { useShop } from '../../app/root/shop-context';
import type { StoreView } from '../../domain/store-views';
import { jsonLdScriptText } from '../../domain/structured-data';
import { formatPrice } from '../../domain/money';
import { aggregateRating } from '../../domain/reviews';
import { isCartAdding } from './cart-adding';
import { OptionsPicker } from './options-picker';
import { ListButtons, ProductBreadcrumbs } from './product-parts';
import { ProductView } from './product-view';
import { ReviewsSection, useProductReviews, useReviewList } from './reviews-section';
import {
  optionsProductOf,
  typedPriceProps,
  typedStructuredData,
  visibleErrors,
  withOptionsPrice,
} from './typed-product-selectors';

/** SPEC 4 "Add flow": the options machine whose 'add to cart' goes to the cart (a group adds each line with its qty). */
function useOptionsMachine() {
  const { actors, storeView } = useShop();
  return productOptionsWithCart(actors.commerce, storeView.storeCode);
}

/**
 * Issue 17: a configurable product with custom options (the monogrammed T-shirt): the options go with the chosen
 * child (its options and price); 'Add to cart' adds the child with them.
 */
export function ChildCustomOptions({
  product,
  child,
  locale,
}: { product: Product; child: ConfigurableChild | null } & { locale: string }) {
  const commerce = useCommerce();
  const adding = useSelector(commerce?.cart, (s) => (s ? isCartAdding(s) : false));
  const base = child ? cartProductFromChild(product, child) : undefined;
  const options = useActorRef(useOptionsMachine(), {
    input: { product: optionsProductOf(product), ...(base ? { base } : {}) },
  });
  const context = useSelector(options, (snapshot) => snapshot.context);
  const errors = useSelector(options, visibleErrors);
  const total = useSelector(options, (snapshot) => withOptionsPrice(snapshot.context));
  const childSku = child?.sku ?? null;
  // The chosen child changed: the options now go with it.
  useEffect(() => {
    if (options.getSnapshot().context.base?.sku === (childSku ?? undefined)) return;
    options.send({ type: 'options.setBase', base: child ? cartProductFromChild(product, child) : null });
  }, [childSku, child, product, options]);
  return (
    <>
      <OptionsPicker
        product={context.product}
        choice={context.choice}
        basePrice={context.base?.price_incl_tax ?? context.product.final_price_incl_tax}
        errors={errors}
        locale={locale}
        onBundleLink={() => {}}
        onGroupedQty={() => {}}
        onCustom={(optionId, value) => options.send({ type: 'options.setCustom', optionId, value })}
      />
      {total === null ? null : (
        <p className="options-picker__total" data-testid="price-with-options">
          <Trans>
            Price with the chosen options: <strong>{formatPrice(total, locale)}</strong>
          </Trans>
        </p>
      )}
      <button
        type="button"
        className="button button--primary add-to-cart"
        aria-disabled={child === null || adding}
        onClick={() => {
          if (child && !adding) options.send({ type: 'options.add' });
        }}
      >
        {adding ? <Trans>Adding to cart…</Trans> : <Trans>Add to cart</Trans>}
      </button>
    </>
  );
}

export function TypedProduct({ product, storeView }: { product: PageProduct; storeView: StoreView }) {
  const commerce = useCommerce();
  const adding = useSelector(commerce?.cart, (s) => (s ? isCartAdding(s) : false));
  const options = useActorRef(useOptionsMachine(), { input: { product: optionsProductOf(product) } });
  const context = useSelector(options, (snapshot) => snapshot.context);
  const purchasable = useSelector(options, (snapshot) => snapshot.hasTag('purchasable'));
  const unavailable = useSelector(options, (snapshot) => snapshot.hasTag('unavailable'));
  const errors = useSelector(options, visibleErrors);

  const rating = aggregateRating(useReviewList(useProductReviews()));
  const inStock = product.stock.is_in_stock && !unavailable;
  return (
    <>
      <ProductBreadcrumbs product={product} storeView={storeView} />
      <ProductView
        name={product.name}
        description={product.description}
        brand={product.brand_name ?? null}
        material={product.material ?? null}
        images={[product.image]}
        colourLabel={null}
        {...typedPriceProps(context)}
        locale={storeView.locale}
        colourOptions={[]}
        sizeOptions={[]}
        stockStatus={inStock ? 'in-stock' : 'out-of-stock'}
        error={null}
        showSizeGuide={false}
        onSelectColor={() => {}}
        onSelectSize={() => {}}
        options={
          <OptionsPicker
            product={context.product}
            choice={context.choice}
            basePrice={context.base?.price_incl_tax ?? context.product.final_price_incl_tax}
            errors={errors}
            locale={storeView.locale}
            onBundleLink={(optionId, linkId) => options.send({ type: 'options.selectBundleLink', optionId, linkId })}
            onGroupedQty={(sku, qty) => options.send({ type: 'options.setGroupedQty', sku, qty })}
            onCustom={(optionId, value) => options.send({ type: 'options.setCustom', optionId, value })}
          />
        }
        actions={
          <>
            <button
              type="button"
              className="button button--primary add-to-cart"
              aria-disabled={!inStock || adding}
              onClick={() => {
                if (inStock && !adding) options.send({ type: 'options.add' });
              }}
            >
              {adding ? <Trans>Adding to cart…</Trans> : <Trans>Add to cart</Trans>}
            </button>
            {purchasable || unavailable ? null : (
              <p className="visually-hidden" role="status">
                <Trans>Choose the options before adding to the cart.</Trans>
              </p>
            )}
            <ListButtons sku={product.sku} />
          </>
        }
      />
      <ReviewsSection productId={product.id} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data; jsonLdScriptText escapes '<'.
        dangerouslySetInnerHTML={{
          __html: jsonLdScriptText({
            ...typedStructuredData(product, context, productHref(product, undefined, storeView.storeCode)),
            ...(rating ? { aggregateRating: rating } : {}),
          }),
        }}
      />
    </>
  );
}
