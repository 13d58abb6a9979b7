// Container of the header's category navigation: the menu tree the server rendered (SPEC 7 category menu) and the
// navigation machine's state (SPEC 3 UI flags sidebar, submenu, overlay). A route change closes everything.
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { navigationFlags } from '../../../machines/navigation.machine';
import { CategoryMenu, MenuDrawer, type MenuLink } from '../../components/layout/category-menu';
import type { MenuItem } from '../../domain/navigation';
import type { StoreCode } from '../../domain/store-views';
import { getHref } from '../routing/routes';
import { useShop } from '../root/shop-context';
import { HydrateLater } from '../root/hydrate-later';

/** The menu's categories as links of the store view. */
export function menuLinks(menu: readonly MenuItem[], storeCode: StoreCode): MenuLink[] {
  return menu.map((item) => ({
    id: item.id,
    label: item.name,
    href: getHref('category', { slug: item.slug }, storeCode),
    children: menuLinks(item.children, storeCode),
  }));
}

export function NavigationContainer({ drawerFooter }: { drawerFooter?: ReactNode }) {
  const { actors, storeView, menu } = useShop();
  const navigation = actors.navigation;
  const [location] = useLocation();
  const openId = useSelector(navigation, (snapshot) => snapshot.context.openCategory);
  const path = useSelector(navigation, (snapshot) => snapshot.context.submenu);
  const sidebar = useSelector(navigation, (snapshot) => navigationFlags(snapshot).sidebar);
  const popping = useSelector(navigation, (snapshot) => snapshot.hasTag('popping'));
  const items = menuLinks(menu, storeView.storeCode);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger: a route change closes all.
  useEffect(() => {
    navigation.send({ type: 'navigation.navigated' });
  }, [navigation, location]);

  if (items.length === 0) return null;
  // Issue 18 (TBT): the menu's many links hydrate after the rest of the header, each in a task of its own (one element
  // each while hydrating: the drawer is closed in the server's markup).
  return (
    <>
      <HydrateLater part="menu-drawer">
        <MenuDrawer
          items={items}
          open={sidebar}
          path={path}
          popping={popping}
          onOpen={() => navigation.send({ type: 'sidebar.open' })}
          onClose={() => navigation.send({ type: 'sidebar.close' })}
          onPush={(categoryId) => navigation.send({ type: 'submenu.push', categoryId })}
          onPop={() => navigation.send({ type: 'submenu.pop' })}
          footer={drawerFooter}
        />
      </HydrateLater>
      <HydrateLater part="category-menu">
        <CategoryMenu
          items={items}
          openId={openId}
          onOpen={(categoryId) => navigation.send({ type: 'menu.open', categoryId })}
          onToggle={(categoryId) => navigation.send({ type: 'menu.toggle', categoryId })}
          onClose={() => navigation.send({ type: 'menu.close' })}
          onEscape={() => navigation.send({ type: 'navigation.escape' })}
        />
      </HydrateLater>
    </>
  );
}
