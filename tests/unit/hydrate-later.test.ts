// @vitest-environment jsdom
// Issue 18 (TBT): <HydrateLater> under the renderer the shop ships (Preact through preact/compat, as the production
// build aliases React to it). The server's markup of the wrapped parts is kept, node for node; each part hydrates
// after the page's first hydration task, in page order, and works once hydrated; without a staged hydration (the
// server, later renders) a part renders at once.
import { Fragment, type FunctionComponent, h, hydrate, render, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));

const { HydrateLater, beginStagedHydration, stagedHydrationDone } = await import('../../src/app/root/hydrate-later');
const { useLayoutEffect } = await import('preact/hooks');

/** The component as Preact's `h` sees it (its types are React's, as the source is written against React). */
const Later = HydrateLater as unknown as FunctionComponent<{ part: string }>;
const log: string[] = [];
const clicks: string[] = [];

// Layout effects: they run as each part commits (Preact runs plain effects after the next frame).
function Part({ name, tag }: { name: string; tag: string }): VNode {
  useLayoutEffect(() => {
    log.push(name);
  }, [name]);
  return h(tag, { id: name }, h('button', { type: 'button', onClick: () => clicks.push(name) }, `${name} button`));
}

const page = () =>
  h(
    Fragment,
    null,
    h(Part, { name: 'header', tag: 'header' }),
    h(Later, { part: 'main' }, h(Part, { name: 'main', tag: 'main' })),
    h(Later, { part: 'footer' }, h(Part, { name: 'footer', tag: 'footer' })),
  );

const click = (container: HTMLElement, part: string) =>
  (container.querySelector(`#${part} button`) as HTMLButtonElement).click();

afterEach(() => {
  log.length = 0;
  clicks.length = 0;
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('keeps the server markup and hydrates the page, then the footer, each after the first hydration task', async () => {
    const html = renderToString(page());
    expect(html).toContain('main button');
    expect(html).toContain('footer button');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const nodes = [...container.querySelectorAll('*')];

    beginStagedHydration();
    hydrate(page(), container);
    // A task queued right after hydration's task runs before either part hydrates.
    setTimeout(() => log.push('next task'));
    click(container, 'main');
    click(container, 'footer');
    expect(clicks).toEqual([]);

    await stagedHydrationDone();
    expect(log).toEqual(['header', 'next task', 'main', 'footer']);
    expect(container.innerHTML).toBe(html);
    expect([...container.querySelectorAll('*')]).toEqual(nodes);
    for (const part of ['header', 'main', 'footer']) click(container, part);
    expect(clicks).toEqual(['header', 'main', 'footer']);
  });

  it('renders at once when no staged hydration runs, and after one has ended', async () => {
    const first = document.createElement('div');
    render(page(), first);
    expect(first.querySelector('#footer button')).not.toBeNull();

    beginStagedHydration();
    await stagedHydrationDone();
    const later = document.createElement('div');
    render(page(), later);
    expect(later.querySelector('#main button')?.textContent).toBe('main button');
    expect(later.querySelector('#footer button')?.textContent).toBe('footer button');
  });
});
