// Every reachable state of the product configurator: the paths of its model (tests/model/product-configurator.model)
// are replayed on the real machine and the snapshot each ends in is rendered through ProductView with the page's own
// selector (configuratorViewProps), so these stories follow the machine. `Live` runs the machine for real.
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { action } from 'storybook/actions';
import { fn } from 'storybook/test';
import { productConfiguratorMachine } from '../../machines/product-configurator.machine';
import { ProductView } from '../../src/pages/product/product-view';
import { type ConfiguratorSnapshot, configuratorViewProps } from '../../src/pages/product/product-selectors';
import { formatPath, generatePaths, replayPath, stateName } from '../../tests/helpers/model';
import { productConfiguratorModel as model } from '../../tests/model/product-configurator.model';
import { SUMMER_DRESS } from '../fixtures/configurable-product';
import { inMain } from '../fixtures/page-frame';

const reachable = generatePaths(model).map((path) => ({
  path: formatPath(model, path),
  snapshot: replayPath(model.machine, path),
}));

function MachineLine({ snapshot }: { snapshot: ConfiguratorSnapshot }) {
  const { variant, error } = snapshot.context;
  return (
    <p style={{ margin: '0 0 8px', fontSize: 14, color: 'var(--ink-soft)' }}>
      product configurator: <strong>{stateName(snapshot)}</strong>
      {snapshot.tags.size ? ` [${[...snapshot.tags].join(', ')}]` : ''}
      {variant ? ` — ${variant.sku}` : ''}
      {error ? ` — ${error}` : ''}
    </p>
  );
}

interface ReachableStatesProps {
  /** A state of the machine ('configured.inStock'); all states when left out. */
  state?: string;
  /** Only snapshots with SPEC 8's no-such-configuration warning. */
  warning?: boolean;
  /** Every path ending there, not only the shortest. */
  all?: boolean;
}

function ReachableStates({ state, warning, all }: ReachableStatesProps) {
  const { i18n } = useLingui();
  const shown = reachable.filter(
    ({ snapshot }) =>
      (state === undefined || stateName(snapshot) === state) &&
      (warning === undefined || (snapshot.context.error === 'no-such-configuration') === warning),
  );
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      {shown.length === 0 ? <p>No path of the model reaches “{state}”.</p> : null}
      {(all ? shown : shown.slice(0, 1)).map(({ path, snapshot }) => (
        <figure key={path} style={{ margin: 0 }}>
          <figcaption style={{ fontSize: 14, borderBottom: '1px solid var(--line)', paddingBottom: 8 }}>
            {path}
          </figcaption>
          <MachineLine snapshot={snapshot} />
          <ProductView
            {...configuratorViewProps(snapshot, i18n.locale)}
            showSizeGuide
            sizeGuideHref="/ee/i/suurustabel"
            onSelectColor={fn()}
            onSelectSize={fn()}
          />
        </figure>
      ))}
    </div>
  );
}

const logRouteReplace = action('configurator.variantChanged');
const logWarning = action('configurator.noSuchConfiguration');

/** The real machine on the fixture dress: pick colours and sizes; route changes and warnings go to Actions. */
function LiveConfigurator({ allowOutOfStock }: { allowOutOfStock: boolean }) {
  const { i18n } = useLingui();
  const actor = useActorRef(productConfiguratorMachine, { input: { product: SUMMER_DRESS, allowOutOfStock } });
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    const routes = actor.on('configurator.variantChanged', (event) => logRouteReplace(event.childSku));
    const warnings = actor.on('configurator.noSuchConfiguration', () => logWarning());
    return () => {
      routes.unsubscribe();
      warnings.unsubscribe();
    };
  }, [actor]);
  return (
    <>
      <MachineLine snapshot={snapshot} />
      <ProductView
        {...configuratorViewProps(snapshot, i18n.locale)}
        showSizeGuide={false}
        onSelectColor={(value) => actor.send({ type: 'configurator.selectColor', value })}
        onSelectSize={(value) => actor.send({ type: 'configurator.selectSize', value })}
      />
    </>
  );
}

const meta = {
  title: 'Machines/ProductConfigurator',
  component: ReachableStates,
  decorators: [inMain],
} satisfies Meta<typeof ReachableStates>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A child in stock is chosen: purchasable, 'In stock!'. */
export const InStock: Story = { args: { state: 'configured.inStock', warning: false } };

/** A sold-out child, with out-of-stock listing allowed: 'Out of the stock!', not purchasable. */
export const OutOfStock: Story = { args: { state: 'configured.outOfStock' } };

/** SPEC 8: the pick did not exist; the warning shows and the variant has fallen back by SPEC 5's rules. */
export const NoSuchConfiguration: Story = { args: { state: 'configured.inStock', warning: true } };

/** SPEC 4: nothing can be chosen: 'No available product variants'. */
export const Unavailable: Story = { args: { state: 'unavailable' } };

/** Every path of the model, each with the state it ends in. */
export const EveryPath: Story = { args: { all: true } };

/** The real machine: picks send events, the View re-renders from the snapshot. */
export const Live: StoryObj<typeof LiveConfigurator> = {
  render: (args) => <LiveConfigurator {...args} />,
  args: { allowOutOfStock: false },
};
