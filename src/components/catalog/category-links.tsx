// Links to categories (SPEC 2 "Category pages"): a category page's subcategories, the home page's top categories.
import { Link } from 'wouter';
import type { NavLink } from '../layout/link-list';
import './category-links.css';

export interface CategoryLinksProps {
  /** The navigation's accessible name ('Subcategories', 'Categories'). */
  label: string;
  links: readonly NavLink[];
  /** Large tiles (the home page) or a row of chips (a category page). */
  variant?: 'tiles' | 'chips';
}

export function CategoryLinks({ label, links, variant = 'chips' }: CategoryLinksProps) {
  if (links.length === 0) return null;
  return (
    <nav className={`category-links category-links--${variant}`} aria-label={label}>
      <ul className="category-links__list">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="category-links__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
