// HTML from the CMS (SPEC 3 "CMS page", "CMS block"), sanitised with sanitize-html when it was written
// (server/modules/cms/sanitize.ts), so it is shown as it is stored. A plain click on one of its links to a page of
// the shop navigates on the client, like the shop's own links: no full load, the cart and the session stay as they are.

/** The href of a plain click on a same-origin link, else null (a new tab, a download, another site stay the browser's). */
export function shopLinkOf(event: React.MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = (event.target as Element).closest?.('a');
  if (!link || link.hasAttribute('download') || (link.getAttribute('target') ?? '_self') !== '_self') return null;
  const href = link.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

export interface CmsHtmlProps {
  className: string;
  /** Sanitised HTML. */
  html: string;
  /** Called for a plain click on a link to a page of the shop (the default action is then prevented). */
  onNavigate?(href: string): void;
}

export function CmsHtml({ className, html, onNavigate }: CmsHtmlProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks are its links' (a keyboard's Enter clicks them too); the div itself is not interactive.
    <div
      className={className}
      onClick={(event) => {
        const href = onNavigate ? shopLinkOf(event) : null;
        if (!href) return;
        event.preventDefault();
        onNavigate?.(href);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html on write.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
