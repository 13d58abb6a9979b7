// Container of the product page (SPEC 2 "Product pages"): loads the product through the product-page machine, runs
// the product-configurator machine on it, keeps the chosen child in the URL (route replace), and offers compare and
// wishlist. ProductView only renders.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { productConfiguratorMachine } from '../../../machines/product-configurator.machine';
import type { Product } from '../../domain/contract/catalog';
import { hasSizeGuide } from '../../domain/size-guide';
import { jsonLdScriptText, productStructuredData } from '../../domain/structured-data';
import type { StoreView } from '../../domain/store-views';
import { getHref, productHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import { useOfflineRedirect } from '../../app/shell/use-offline-redirect';
import { NotFoundPage } from '../not-found/not-found-page';
import { configuratorViewProps, isPurchasable } from './product-selectors';
import { cartProductFromChild } from '../../domain/cart-product';
import type { ConfigurableChild } from '../../domain/variants';
import { useCommerce } from '../../app/root/hooks/use-commerce';
import { addToCart } from '../../app/root/cart-add';
import { isCartAdding } from './cart-adding';
import { ProductView } from './product-view';
import { ListButtons, ProductBreadcrumbs } from './product-parts';
import { ChildCustomOptions, TypedProduct } from './typed-product';
import { aggregateRating } from '../../domain/reviews';
import { ReviewsSection, useProductReviews, useReviewList } from './reviews-section';

/** SPEC 4 "Add flow": the chosen child in stock goes to the cart (the commerce subsystem loads on the first add). */
function AddToCartButton({ product, child }: { product: Product; child: ConfigurableChild | null }) {
  const { actors, storeView } = useShop();
  const commerce = useCommerce();
  const adding = useSelector(commerce?.cart, (s) => (s ? isCartAdding(s) : false));
  return (
    <button
      type="button"
      className="button button--primary add-to-cart"
      aria-disabled={child === null || adding}
      onClick={async () => {
        if (!child || adding) return;
        // SPEC 4: the cart loads once before anything else; the cart machine defers an add sent earlier. The add is
        // recorded first, so a reload right after the click does not lose it.
        await addToCart(actors.commerce, storeView.storeCode, [
          { product: cartProductFromChild(product, child), qty: 1 },
        ]);
      }}
    >
      {adding ? <Trans>Adding to cart…</Trans> : <Trans>Add to cart</Trans>}
    </button>
  );
}

function ConfiguredProduct({
  product,
  childSku,
  storeView,
}: {
  product: Product;
  childSku?: string;
  storeView: StoreView;
}) {
  const { actors } = useShop();
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const configurator = useActorRef(productConfiguratorMachine, { input: { product, childSku } });
  const view = useSelector(configurator, (snapshot) => configuratorViewProps(snapshot, storeView.locale));
  const variant = useSelector(configurator, (snapshot) => snapshot.context.variant);
  const purchasable = useSelector(configurator, isPurchasable);

  // The chosen child lives in the URL: replace the route, so back leaves the product instead of each click.
  useEffect(() => {
    const changed = configurator.on('configurator.variantChanged', (event) => {
      navigate(productHref(product, event.childSku, storeView.storeCode), { replace: true });
    });
    const warned = configurator.on('configurator.noSuchConfiguration', () => {
      actors.notifications.send({
        type: 'notification.add',
        notification: {
          type: 'warning',
          message: i18n._(
            msg`No such configuration for the product. Please do choose another combination of attributes.`,
          ),
          action1: { label: i18n._(msg`OK`) },
        },
      });
    });
    return () => {
      changed.unsubscribe();
      warned.unsubscribe();
    };
  }, [configurator, navigate, product, storeView.storeCode, actors.notifications, i18n]);

  // Back and forward change the child in the URL: the configurator follows.
  useEffect(() => {
    if (childSku && childSku !== configurator.getSnapshot().context.variant?.sku) {
      configurator.send({ type: 'configurator.selectSku', sku: childSku });
    }
  }, [childSku, configurator]);

  const path = productHref(product, variant?.sku, storeView.storeCode);
  // Issue 16: the approved reviews' average goes into the JSON-LD as aggregateRating.
  const rating = aggregateRating(useReviewList(useProductReviews()));
  return (
    <>
      <ProductBreadcrumbs product={product} storeView={storeView} />
      <ProductView
        {...view}
        showSizeGuide={hasSizeGuide((product.category ?? []).map((category) => category.name))}
        sizeGuideHref={getHref('size-guide', {}, storeView.storeCode)}
        onSelectColor={(value) => configurator.send({ type: 'configurator.selectColor', value })}
        onSelectSize={(value) => configurator.send({ type: 'configurator.selectSize', value })}
        actions={
          <>
            {product.custom_options?.length ? (
              // Issue 17: the child with its custom options (monogram, gift wrap).
              <ChildCustomOptions product={product} child={purchasable ? variant : null} locale={storeView.locale} />
            ) : (
              <AddToCartButton product={product} child={purchasable ? variant : null} />
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
            ...productStructuredData(product, variant, { path }),
            ...(rating ? { aggregateRating: rating } : {}),
          }),
        }}
      />
    </>
  );
}

export function ProductPage({ parentSku, childSku }: { parentSku: string; childSku?: string }) {
  const { actors, storeView } = useShop();
  const page = actors.productPage;
  const status = useSelector(page, (s) => String(s.value));
  const product = useSelector(page, (s) => s.context.product);

  useOfflineRedirect(page);
  useEffect(() => {
    page.send({
      type: 'product.open',
      storeCode: storeView.storeCode,
      parentSku,
      online: actors.network.getSnapshot().hasTag('online'),
    });
  }, [page, storeView.storeCode, parentSku, actors.network]);

  useEffect(() => {
    if (product) actors.productLists.send({ type: 'lists.viewed', sku: product.sku, at: new Date().toISOString() });
  }, [product, actors.productLists]);

  // SPEC 2: a configurable child opened directly shows its parent; in the client that is a route replace (the
  // server answers 301), the child kept as the chosen variant.
  const [, navigate] = useLocation();
  const loadedForChild = product !== null && status === 'ready' && product.sku !== parentSku;
  useEffect(() => {
    if (loadedForChild && product) navigate(productHref(product, parentSku, storeView.storeCode), { replace: true });
  }, [loadedForChild, product, parentSku, navigate, storeView.storeCode]);

  if (status === 'notFound') return <NotFoundPage homeHref={`/${storeView.storeCode}/`} />;
  if (status === 'failed') {
    return (
      <div className="load-error" role="alert">
        <p>
          <Trans>The product could not be loaded.</Trans>
        </p>
        <button type="button" className="button" onClick={() => page.send({ type: 'product.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!product || product.sku !== parentSku) {
    return (
      <p className="loading" role="status">
        <Trans>Loading product…</Trans>
      </p>
    );
  }
  // Issue 17, SPEC 2: virtual, bundle, simple, downloadable and grouped products have their own page.
  if (product.type_id !== 'configurable') {
    return <TypedProduct key={product.sku} product={product} storeView={storeView} />;
  }
  return <ConfiguredProduct key={product.sku} product={product} childSku={childSku} storeView={storeView} />;
}
