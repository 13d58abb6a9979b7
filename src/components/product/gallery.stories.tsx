import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery } from './gallery';

const meta = {
  title: 'Product/Gallery',
  component: Gallery,
  args: { images: ['/catalog/dress/02.png'], alt: 'Linane suvekleit, Valge' },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Gallery>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The chosen variant's image at the gallery size (920x1288). */
export const OneImage: Story = {};

/** Several images: a sideways strip on phones, a column from 768 px. */
export const SeveralImages: Story = {
  args: { images: ['/catalog/dress/02.png', '/catalog/dress/03.png', '/catalog/dress/04.png'] },
};
