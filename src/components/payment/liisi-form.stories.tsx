import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { EMPTY_LIISI_FORM, validateLiisiForm } from '../../domain/payment/liisi-form';
import { LiisiForm, type LiisiFormProps } from './liisi-form';
import { FILLED_LIISI_FORM } from './story-fixtures';

const STORY_TODAY = '2026-11-25';

/** The form as the checkout owns it: the values kept by the owner, each change applied (the story's own state). */
function Controlled(props: LiisiFormProps) {
  const [values, setValues] = useState(props.values);
  return (
    <LiisiForm
      {...props}
      values={values}
      onChange={(field, value) => {
        props.onChange(field, value);
        setValues((current) => ({ ...current, [field]: value }));
      }}
    />
  );
}

/** SPEC 3 "Instalment form fields" in the checkout's payment step when Liisi is chosen. */
const meta = {
  title: 'Payment/LiisiForm',
  component: LiisiForm,
  render: (args) => <Controlled {...args} />,
  args: { values: EMPTY_LIISI_FORM, errors: {}, onChange: fn(), disabled: false },
} satisfies Meta<typeof LiisiForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The shopper went on with nothing filled in: SPEC 5 'Field is required' under every required field. */
export const Required: Story = { args: { errors: validateLiisiForm(EMPTY_LIISI_FORM, STORY_TODAY) } };
/** SPEC 5 'Minimum length 11 digits', 'Must be number' and 'Must be greater than 0'. */
export const Invalid: Story = {
  args: (() => {
    const values = { ...FILLED_LIISI_FORM, personalCode: '3900101', totalIncome: '0', monthlyLiabilities: 'palju' };
    return { values, errors: validateLiisiForm(values, STORY_TODAY) };
  })(),
};
export const Filled: Story = { args: { values: FILLED_LIISI_FORM } };
/** While the order is placed. */
export const Disabled: Story = { args: { values: FILLED_LIISI_FORM, disabled: true } };
