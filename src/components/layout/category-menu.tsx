// The header's category navigation (SPEC 2 "Category pages", SPEC 3 UI flags sidebar, submenu, overlay), pure views
// of the navigation machine's state:
// - CategoryMenu (desktop, >= 768 px): the top categories as links, each with a disclosure button (WAI-ARIA
//   disclosure navigation with top-level links) controlling the list of its subcategories; hover opens too, Escape
//   closes and returns focus to the button, focus leaving an item closes it. Every link is in the server's HTML.
// - MenuDrawer (phone, < 768 px): the menu button and the sidebar drawer, a modal dialog over an overlay (focus kept
//   inside, Escape closes, focus back on the menu button) whose submenus slide in and out.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { dialogKeyDown, focusables } from '../auth/focus-trap';
import './category-menu.css';

/** A category as the menu links it. */
export interface MenuLink {
  id: number;
  label: string;
  href: string;
  children: MenuLink[];
}

export interface CategoryMenuProps {
  items: readonly MenuLink[];
  /** The top category whose subcategories are shown. */
  openId: number | null;
  onOpen(id: number): void;
  onToggle(id: number): void;
  onClose(): void;
  onEscape(): void;
}

export function CategoryMenu({ items, openId, onOpen, onToggle, onClose, onEscape }: CategoryMenuProps) {
  const { t } = useLingui();
  const baseId = useId();
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openId === null) return;
    event.preventDefault();
    const button = buttons.current.get(openId);
    onEscape();
    button?.focus();
  };
  const onBlur = (id: number) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (openId === id && !event.currentTarget.contains(next)) onClose();
  };

  if (items.length === 0) return null;
  return (
    <nav className="category-menu" aria-label={t`Categories`} onKeyDown={onKeyDown}>
      <ul className="category-menu__list">
        {items.map((item) => {
          const open = openId === item.id;
          const listId = `${baseId}-${item.id}`;
          const label = item.label;
          return (
            <li
              key={item.id}
              className={`category-menu__item${open ? ' category-menu__item--open' : ''}`}
              onMouseEnter={() => item.children.length > 0 && onOpen(item.id)}
              onMouseLeave={() => open && onClose()}
              onBlur={onBlur(item.id)}
            >
              <Link href={item.href} className="category-menu__link">
                {item.label}
              </Link>
              {item.children.length > 0 ? (
                <>
                  <button
                    type="button"
                    ref={(element) => {
                      if (element) buttons.current.set(item.id, element);
                      else buttons.current.delete(item.id);
                    }}
                    className="category-menu__toggle"
                    aria-expanded={open}
                    aria-controls={listId}
                    aria-label={t`${label}: subcategories`}
                    onClick={() => onToggle(item.id)}
                  >
                    <span aria-hidden="true" className="category-menu__chevron" />
                  </button>
                  <ul id={listId} className="category-menu__submenu" hidden={!open}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link href={child.href} className="category-menu__sublink">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface MenuDrawerProps {
  items: readonly MenuLink[];
  /** SPEC 3 UI flag sidebar (the overlay comes with it). */
  open: boolean;
  /** The submenu path, ids of categories, the shown one last. */
  path: readonly number[];
  /** The shown submenu slides out (SPEC 4: popped after 300 ms). */
  popping: boolean;
  onOpen(): void;
  onClose(): void;
  onPush(id: number): void;
  onPop(): void;
  /** More of the shop in the drawer (the store switch). */
  footer?: React.ReactNode;
}

function findPath(items: readonly MenuLink[], path: readonly number[]): MenuLink[] {
  const found: MenuLink[] = [];
  let level = items;
  for (const id of path) {
    const item = level.find((candidate) => candidate.id === id);
    if (!item) break;
    found.push(item);
    level = item.children;
  }
  return found;
}

function MenuPanel({
  items,
  parent,
  onPush,
  onPop,
  state,
}: {
  items: readonly MenuLink[];
  /** The category whose submenu this is; none for the top level. */
  parent?: MenuLink;
  onPush(id: number): void;
  onPop(): void;
  state: 'current' | 'covered' | 'leaving';
}) {
  const { t } = useLingui();
  const label = parent?.label ?? '';
  return (
    <div
      className={`menu-drawer__panel menu-drawer__panel--${state}${parent ? ' menu-drawer__panel--sub' : ''}`}
      inert={state !== 'current'}
      data-panel={parent?.id ?? 'top'}
    >
      {parent ? (
        <button type="button" className="menu-drawer__back" onClick={onPop}>
          <span aria-hidden="true">‹ </span>
          <Trans>Back</Trans>
        </button>
      ) : null}
      <ul className="menu-drawer__list" aria-label={parent ? label : t`Categories`}>
        {parent ? (
          <li>
            <Link href={parent.href} className="menu-drawer__link menu-drawer__link--all">
              <Trans>All: {label}</Trans>
            </Link>
          </li>
        ) : null}
        {items.map((item) => (
          <li key={item.id}>
            {item.children.length > 0 ? (
              <button type="button" className="menu-drawer__next" onClick={() => onPush(item.id)}>
                {item.label}
                <span aria-hidden="true"> ›</span>
              </button>
            ) : (
              <Link href={item.href} className="menu-drawer__link">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MenuDrawer({ items, open, path, popping, onOpen, onClose, onPush, onPop, footer }: MenuDrawerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const drawerId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const trail = findPath(items, path);
  const depth = trail.length;

  // Focus into the drawer when it opens and into each panel that slides in; back on the menu button when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      if (dialogRef.current === null && document.activeElement === document.body) buttonRef.current?.focus();
    }
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel shown (depth, popping) is the trigger.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || popping) return;
    const panel = dialog.querySelector<HTMLElement>('.menu-drawer__panel--current');
    (panel ? focusables(panel)[0] : undefined)?.focus();
  }, [open, depth, popping]);

  const close = () => {
    onClose();
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => dialogKeyDown(event, dialogRef.current, close);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={onOpen}
      >
        <span aria-hidden="true" className="menu-button__icon" />
        <span className="visually-hidden">
          <Trans>Menu</Trans>
        </span>
      </button>
      {open ? <div className="menu-drawer__overlay" onClick={close} aria-hidden="true" /> : null}
      {open ? (
        <div
          ref={dialogRef}
          id={drawerId}
          className="menu-drawer"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
        >
          <div className="menu-drawer__header">
            <h2 id={titleId} className="menu-drawer__title">
              {trail.at(-1)?.label ?? t`Categories`}
            </h2>
            <button type="button" className="menu-drawer__close" aria-label={t`Close menu`} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="menu-drawer__panels">
            <MenuPanel items={items} onPush={onPush} onPop={onPop} state={depth === 0 ? 'current' : 'covered'} />
            {trail.map((parent, index) => {
              const last = index === depth - 1;
              const state = last ? (popping ? 'leaving' : 'current') : 'covered';
              return (
                <MenuPanel
                  key={parent.id}
                  items={parent.children}
                  parent={parent}
                  onPush={onPush}
                  onPop={onPop}
                  state={state}
                />
              );
            })}
          </div>
          {footer ? <div className="menu-drawer__footer">{footer}</div> : null}
        </div>
      ) : null}
    </>
  );
}
