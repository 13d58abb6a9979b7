// The wishlist sidebar (SPEC 3 "UI flags": wishlist; SPEC 3 "Compare list and wishlist"): a header button with the
// count (wishlist-button.tsx), and this modal panel listing the products with a remove button each. Props in, events out.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { imageUrl, THUMBNAIL_SIZES } from '../../domain/images';
import { Price } from '../product/price';
import './wishlist-panel.css';

export interface WishlistItem {
  sku: string;
  name: string;
  href: string;
  image: string;
  finalPrice: number;
  originalPrice: number;
}

export interface WishlistPanelProps {
  open: boolean;
  status: 'loading' | 'ready' | 'failed';
  items: WishlistItem[];
  locale: string;
  onClose(): void;
  onRemove(sku: string): void;
  onRetry(): void;
}

export function WishlistPanel({ open, status, items, locale, onClose, onRemove, onRetry }: WishlistPanelProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const { width, height } = THUMBNAIL_SIZES.cart;

  // A modal dialog: the browser keeps focus inside, Escape closes it, and focus returns to the button.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Where showModal is missing (older browsers, jsdom) the panel still opens, without the backdrop.
      if (typeof element.showModal === 'function') element.showModal();
      else element.open = true;
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="side-panel" aria-labelledby="wishlist-title" onClose={onClose}>
      <div className="side-panel__head">
        <h2 id="wishlist-title">
          <Trans>Wishlist</Trans>
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      {open && status === 'loading' ? (
        <p role="status">
          <Trans>Loading products…</Trans>
        </p>
      ) : null}
      {open && status === 'failed' ? (
        <div role="alert">
          <p>
            <Trans>The products could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {open && status === 'ready' && items.length === 0 ? (
        <p>
          <Trans>Your wishlist is empty.</Trans>
        </p>
      ) : null}
      {open && status === 'ready' && items.length > 0 ? (
        <ul className="side-panel__list">
          {items.map((item) => (
            <li key={item.sku} className="side-panel__item">
              {/* The same link as the name: hidden from the keyboard and screen readers, so it is not said twice. */}
              <Link href={item.href} onClick={onClose} tabIndex={-1} aria-hidden="true">
                <img src={imageUrl(item.image, 'cart')} alt="" width={width} height={height} loading="lazy" />
              </Link>
              <div>
                <Link href={item.href} onClick={onClose}>
                  {item.name}
                </Link>
                <Price final={item.finalPrice} original={item.originalPrice} locale={locale} />
                <button type="button" className="button button--secondary" onClick={() => onRemove(item.sku)}>
                  {t`Remove ${item.name} from wishlist`}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </dialog>
  );
}
