// The products of a listing as the shop's card grid; marked busy while a new page or filter is loading.
import { ProductCard, type ProductCardProps } from '../product/product-card';

export interface ProductGridProps {
  products: readonly ProductCardProps[];
  busy?: boolean;
  /** The id of the heading that names the list. */
  labelledBy?: string;
}

export function ProductGrid({ products, busy = false, labelledBy }: ProductGridProps) {
  return (
    <ul className="product-grid" aria-busy={busy} aria-labelledby={labelledBy}>
      {products.map((product) => (
        <li key={product.href}>
          <ProductCard {...product} />
        </li>
      ))}
    </ul>
  );
}
