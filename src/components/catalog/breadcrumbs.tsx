// SPEC 2 "Category pages": breadcrumbs built from the category's parents, the home page first and the current page
// last (not a link, marked as the current page).
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import './breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Left out for the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumbs`}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className="breadcrumbs__item">
              {item.href && !current ? (
                <Link href={item.href} className="breadcrumbs__link">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
