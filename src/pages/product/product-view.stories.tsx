import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { ProductView, type ProductViewProps } from './product-view';

const WHITE = { value: 50, label: 'Valge', swatchHex: '#f6f5f1' };
const RED = { value: 51, label: 'Punane', swatchHex: '#c62a2f' };
const BLUE = { value: 52, label: 'Sinine', swatchHex: '#2f6db5' };

const colours = (selected: number) =>
  [WHITE, RED, BLUE].map((colour) => ({ ...colour, selected: colour.value === selected }));

const sizes = (selected: number, unavailable: readonly number[] = []) =>
  [
    { value: 168, label: 'S' },
    { value: 169, label: 'M' },
    { value: 170, label: 'L' },
  ].map((size) => ({ ...size, selected: size.value === selected, available: !unavailable.includes(size.value) }));

/** The white M of the fixture dress, as configuratorViewProps selects it. */
const WHITE_M: ProductViewProps = {
  name: 'Linane suvekleit',
  description: 'Kerge linane kleit kuumadeks suvepäevadeks. Värvid: valge, punane ja sinine.',
  brand: 'Rõivas',
  material: 'Lina',
  images: ['/catalog/dress/02.png'],
  colourLabel: 'Valge',
  price: { final: 54.99, original: 54.99 },
  locale: 'et-EE',
  colourOptions: colours(WHITE.value),
  sizeOptions: sizes(169),
  stockStatus: 'in-stock',
  error: null,
  showSizeGuide: false,
  onSelectColor: fn(),
  onSelectSize: fn(),
};

const meta = {
  title: 'Pages/ProductView',
  component: ProductView,
  decorators: [inMain],
  args: WHITE_M,
} satisfies Meta<typeof ProductView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A child in stock: 'In stock!'. */
export const InStock: Story = {};

/** The red M on a special price, with no red S or L. */
export const SpecialPrice: Story = {
  args: {
    images: ['/catalog/dress/03.png'],
    colourLabel: 'Punane',
    price: { final: 44.99, original: 54.99 },
    colourOptions: colours(RED.value),
    sizeOptions: sizes(169, [168, 170]),
  },
};

/** SPEC 4: a sold-out child, chosen because out-of-stock listing is allowed: 'Out of the stock!'. */
export const OutOfStock: Story = {
  args: {
    images: ['/catalog/dress/04.png'],
    colourLabel: 'Sinine',
    colourOptions: colours(BLUE.value),
    stockStatus: 'out-of-stock',
  },
};

/** SPEC 8: a pick that does not exist warns; the variant has fallen back. */
export const NoSuchConfiguration: Story = {
  args: { error: 'no-such-configuration' },
};

/** SPEC 4 / SPEC 8: nothing can be chosen: 'No available product variants', no pickers, no stock text. */
export const NoVariants: Story = {
  args: {
    name: 'Villane seelik',
    description: 'Soe villane seelik külmadeks päevadeks.',
    material: 'Vill',
    images: ['/catalog/skirt/03.png'],
    colourLabel: null,
    price: { final: 59.99, original: 59.99 },
    colourOptions: [],
    sizeOptions: [],
    stockStatus: null,
    error: 'no-variants',
  },
};

/** SPEC 9: a size-table category links the size guide; the container's buttons go in the actions slot. */
export const WithSizeGuideAndActions: Story = {
  args: {
    showSizeGuide: true,
    sizeGuideHref: '/ee/i/suurustabel',
    actions: (
      <button type="button" className="button">
        Lisa ostukorvi
      </button>
    ),
  },
};
