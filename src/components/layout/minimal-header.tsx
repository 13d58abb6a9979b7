import { Logo } from './logo';

/** The header of the minimal layout (checkout, thank-you, passwords): the logo only. */
export function MinimalHeader({ homeHref }: { homeHref: string }) {
  return (
    <header className="site-header site-header--minimal">
      <div className="site-header__bar">
        <Logo homeHref={homeHref} />
      </div>
    </header>
  );
}
