// The products of a listing as the shop's card grid; marked busy while a new page or filter is loading.
import { ProductCard, type ProductCardProps } from '../product/product-card';

export interface ProductGridProps {
  products: readonly ProductCardProps[];
  busy?: boolean;
  /** The id of the heading that names the list. */
  labelledBy?: string;
  /** The cards' heading level: 2 right under the page's h1 (a category or search page), 3 under a section's h2. */
  cardHeadingLevel?: 2 | 3;
}

export function ProductGrid({ products, busy = false, labelledBy, cardHeadingLevel = 2 }: ProductGridProps) {
  return (
    <ul className="product-grid" aria-busy={busy} aria-labelledby={labelledBy}>
      {products.map((product) => (
        <li key={product.href}>
          {/* axe heading-order (issue 18: Lighthouse accessibility 100): no level skipped after the page's h1. */}
          <ProductCard {...product} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </ul>
  );
}
