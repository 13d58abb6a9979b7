import { Link } from 'wouter';

export interface NavLink {
  href: string;
  label: string;
}

/** A list of in-app links (client-side navigation), as navigation menus render them. */
export function LinkList({ links }: { links: readonly NavLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
