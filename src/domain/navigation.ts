// The category navigation (SPEC 2 "Category pages", SPEC 3 UI flags sidebar / submenu / overlay, SPEC 7
// GET /api/ext/category-menu/get): the menu tree the header shows, and the breadcrumbs of a product page. Pure.
import type { Category } from './contract/catalog';

/** SPEC 4 "Other": the submenu path pop is delayed by 300 ms (the drawer's slide-out animation runs meanwhile). */
export const SUBMENU_POP_MS = 300;

/** One category of the menu: what a link needs, and its subcategories. */
export interface MenuItem {
  id: number;
  name: string;
  slug: string;
  children: MenuItem[];
}

/** The menu below the root category (SPEC 3: root id 2): its active children, in position order, as a tree. */
export function menuTree(root: Category | null | undefined): MenuItem[] {
  const toItem = (category: Category): MenuItem => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    children: childrenOf(category),
  });
  const childrenOf = (category: Category): MenuItem[] =>
    (category.children_data ?? [])
      .filter((child) => child.is_active)
      .sort((a, b) => a.position - b.position)
      .map(toItem);
  return root ? childrenOf(root) : [];
}

/** The items from the top of the menu down to the category with this id (itself last); empty when not in the menu. */
export function menuTrail(menu: readonly MenuItem[], id: number): MenuItem[] {
  for (const item of menu) {
    if (item.id === id) return [item];
    const below = menuTrail(item.children, id);
    if (below.length) return [item, ...below];
  }
  return [];
}

/** The category with this id anywhere in the menu, or null. */
export function findMenuItem(menu: readonly MenuItem[], id: number): MenuItem | null {
  return menuTrail(menu, id).at(-1) ?? null;
}

/**
 * SPEC 2 "Category pages": a product page's breadcrumbs come from the product's category_ids, the current category
 * (the one the shopper came from) when it is among them, otherwise the deepest of them (the first one at that depth).
 * The trail from the top category down to it; empty when none of them is in the menu.
 */
export function productCategoryTrail(
  menu: readonly MenuItem[],
  categoryIds: readonly number[],
  currentCategoryId?: number | null,
): MenuItem[] {
  if (currentCategoryId != null && categoryIds.includes(currentCategoryId)) {
    const current = menuTrail(menu, currentCategoryId);
    if (current.length) return current;
  }
  let deepest: MenuItem[] = [];
  for (const id of categoryIds) {
    const trail = menuTrail(menu, id);
    if (trail.length > deepest.length) deepest = trail;
  }
  return deepest;
}
