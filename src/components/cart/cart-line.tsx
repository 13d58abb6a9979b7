// SPEC 3 "Cart item" and SPEC 9 "Thumbnails" (cart 210x300): one line of the cart, with its chosen colour and size,
// the unit price and the row total with tax (SPEC 1), the quantity stepper and a remove button. SPEC 4 "Stock
// status": 'In stock!' once a check said so; a line's problem (SPEC 4 'Out of the stock!', SPEC 8 'Only
// {maxQuantity} available') arrives translated and is announced.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { imageUrl, THUMBNAIL_SIZES } from '../../domain/images';
import { formatPrice } from '../../domain/money';
import type { LineOption } from '../../domain/product-options';
import { Price } from '../product/price';
import { LineOptions } from './line-options';
import { QuantityStepper } from './quantity-stepper';
import './cart-line.css';

export interface CartLineItem {
  /** Stable key of the line: the server item id, or the sku before the line reached the server. */
  id: string;
  sku: string;
  name: string;
  /** The product page of the chosen variant. */
  href: string;
  /** Image path below the media root, or null for none. */
  image: string | null;
  colour?: string | null;
  size?: string | null;
  /** Issue 17: the bundle items and custom options the line was chosen with. */
  options?: readonly LineOption[];
  /** SPEC 5: the options checksum of a line with bundle or custom options (told apart from others of its sku). */
  checksum?: string;
  qty: number;
  /** Unit price including tax. */
  price: number;
  /** The regular unit price, when the line is on sale (shown struck through). */
  originalPrice?: number;
  /** Row total including tax (the server's when known). */
  rowTotal: number;
  /** The line's problem in the shopper's language ('Out of the stock!', 'Only 3 available'), or null. */
  error?: string | null;
  /** SPEC 4 "Stock status" as last checked; null before a check answered. Out of stock comes with its `error`. */
  stock?: 'in-stock' | 'out-of-stock' | null;
}

export interface CartLineProps {
  line: CartLineItem;
  locale: string;
  /** Quantity and removal are disabled (the cart is loading or the line is being synced). */
  disabled?: boolean;
  /** The link and image close the mini cart, too. */
  onNavigate?(): void;
  onQuantityChange(qty: number): void;
  onRemove(): void;
}

export function CartLine({ line, locale, disabled = false, onNavigate, onQuantityChange, onRemove }: CartLineProps) {
  const { t } = useLingui();
  const { width, height } = THUMBNAIL_SIZES.cart;
  const errorId = `cart-line-${line.id}-error`;
  const name = line.name;
  return (
    <li
      className={`cart-line${line.error ? ' cart-line--invalid' : ''}`}
      aria-describedby={line.error ? errorId : undefined}
    >
      {/* The same link as the name: hidden from the keyboard and screen readers, so it is not said twice. */}
      <Link href={line.href} onClick={onNavigate} tabIndex={-1} aria-hidden="true" className="cart-line__image">
        {line.image ? (
          <img src={imageUrl(line.image, 'cart')} alt="" width={width} height={height} loading="lazy" />
        ) : null}
      </Link>
      <div className="cart-line__body">
        <Link href={line.href} onClick={onNavigate} className="cart-line__name">
          {line.name}
        </Link>
        <LineOptions colour={line.colour} size={line.size} options={line.options} />
        <Price final={line.price} original={line.originalPrice ?? line.price} locale={locale} />
        {line.stock === 'in-stock' && !line.error ? (
          <p className="cart-line__stock">
            <Trans>In stock!</Trans>
          </p>
        ) : null}
        {line.error ? (
          <p id={errorId} className="cart-line__error" role="alert">
            {line.error}
          </p>
        ) : null}
        <div className="cart-line__controls">
          <QuantityStepper productName={line.name} value={line.qty} disabled={disabled} onChange={onQuantityChange} />
          <p className="cart-line__total">
            <span className="visually-hidden">
              <Trans>Row total</Trans>{' '}
            </span>
            {formatPrice(line.rowTotal, locale)}
          </p>
        </div>
        <button type="button" className="link-button cart-line__remove" disabled={disabled} onClick={onRemove}>
          {t`Remove ${name} from the cart`}
        </button>
      </div>
    </li>
  );
}
