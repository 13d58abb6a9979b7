// Container: selects from the home machine and sends its events; HomeView only renders.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ListedProduct } from '../../domain/contract/catalog';
import { HERO_BANNER, listedChild } from '../../domain/home';
import { THUMBNAIL_SIZES, imageUrl } from '../../domain/images';
import type { StoreView } from '../../domain/store-views';
import { getHref, productHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import type { ProductCardProps } from '../../components/product/product-card';
import { HomeView } from './home-view';

export function toCardProps(product: ListedProduct, storeView: StoreView, eager = false): ProductCardProps {
  return {
    name: product.name,
    href: productHref(product, listedChild(product)?.sku, storeView.storeCode),
    image: product.image,
    finalPrice: product.final_price_incl_tax,
    originalPrice: product.original_price_incl_tax,
    isNew: product.is_new,
    locale: storeView.locale,
    eager,
  };
}

export function HomePage() {
  const { actors, storeView, menu } = useShop();
  const home = actors.home;
  const status = useSelector(home, (s) => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading'));
  const newCollection = useSelector(home, (s) => s.context.newCollection);
  const bestsellers = useSelector(home, (s) => s.context.bestsellers);
  const banners = useSelector(home, (s) => s.context.banners);
  const hero = banners.find((banner) => banner.identifier === HERO_BANNER) ?? null;
  const newest = newCollection[0];
  const { width, height } = THUMBNAIL_SIZES.product;
  const [, navigate] = useLocation();

  useEffect(() => {
    home.send({ type: 'home.load', storeCode: storeView.storeCode });
  }, [home, storeView.storeCode]);

  return (
    <HomeView
      status={status}
      hero={hero}
      // The newest product's card image (the first card fetches the same file): no extra download.
      heroImage={newest ? { src: imageUrl(newest.image, 'product'), width, height } : null}
      banners={banners.filter((banner) => banner.identifier !== HERO_BANNER)}
      newCollection={newCollection.map((product, index) => toCardProps(product, storeView, index < 4))}
      bestsellers={bestsellers.map((product) => toCardProps(product, storeView))}
      categories={menu.map((category) => ({
        label: category.name,
        href: getHref('category', { slug: category.slug }, storeView.storeCode),
      }))}
      onRetry={() => home.send({ type: 'home.retry' })}
      onNavigate={navigate}
    />
  );
}
