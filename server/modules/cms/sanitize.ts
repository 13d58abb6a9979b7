// SPEC 3 "CMS page and block": a body is HTML an owner writes, so it is sanitised when written (ARCHITECTURE §8
// sanitize-html): text markup, links, images and tables stay; scripts, styles, event handlers, frames, forms and
// javascript: URLs go. What the shop serves and renders is only ever the sanitised text.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'section',
    'address',
    'abbr',
    'time',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    table: ['tabindex'],
    time: ['datetime'],
    abbr: ['title'],
    '*': ['class', 'id'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // An <h1> belongs to the page (its title); one in a body becomes a section heading.
  // A wide table scrolls sideways on a phone (cms-page.css); tabindex lets a keyboard scroll it too (axe
  // scrollable-region-focusable).
  transformTags: { h1: 'h2', table: sanitizeHtml.simpleTransform('table', { tabindex: '0' }) },
  disallowedTagsMode: 'discard',
};

/** The HTML an owner wrote, reduced to what a shop page may show. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
