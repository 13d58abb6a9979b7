// Issue 17: a configurable child's colour and size named in the store view's language, for the order's lines, the
// thank-you page, the order detail and the mail; an order stored before the names were still shows them.
import { describe, expect, it } from 'vitest';
import { COLOR_ATTRIBUTE_ID } from '../../src/domain/colours';
import { configurableName, withConfigurableLabels } from '../../src/domain/configurable-labels';
import { confirmationLines } from '../../src/domain/order/confirmation-lines';
import { SIZE_ATTRIBUTE_ID } from '../../src/domain/sizes';

/** As the server names a child: colour 49 (black), size 169 (M), no names. */
const STORED = {
  extension_attributes: {
    configurable_item_options: [
      { option_id: String(COLOR_ATTRIBUTE_ID), option_value: '49' },
      { option_id: String(SIZE_ATTRIBUTE_ID), option_value: '169' },
    ],
  },
};

describe('configurable item options named (issue 17)', () => {
  it('labels and names the colour and size in the store view’s language', () => {
    expect(withConfigurableLabels(STORED, 'et-EE').extension_attributes.configurable_item_options).toEqual([
      { option_id: '93', option_value: '49', label: 'Värv', value: 'Must' },
      { option_id: '144', option_value: '169', label: 'Suurus', value: 'M' },
    ]);
    expect(withConfigurableLabels(STORED, 'lv-LV').extension_attributes.configurable_item_options).toEqual([
      { option_id: '93', option_value: '49', label: 'Krāsa', value: 'Melns' },
      { option_id: '144', option_value: '169', label: 'Izmērs', value: 'M' },
    ]);
  });

  it('keeps names already given, and leaves other options and unknown values alone', () => {
    const given = {
      extension_attributes: {
        configurable_item_options: [{ option_id: 93, option_value: 49, label: 'Colour', value: 'Black' }],
        custom_options: [{ option_id: 1, option_value: 'MT', label: 'Monogram', value: 'MT' }],
      },
    };
    expect(withConfigurableLabels(given, 'et-EE')).toEqual(given);
    expect(withConfigurableLabels(undefined, 'et-EE')).toBeUndefined();
    expect(
      configurableName(
        { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '9999' }] } },
        COLOR_ATTRIBUTE_ID,
        'et-EE',
      ),
    ).toBeNull();
  });

  it('shows the colour and size of a line confirmed without names (an order stored before)', () => {
    const [line] = confirmationLines(
      {
        backendOrderId: 1,
        orderNumber: 'EE000001',
        lines: [{ sku: 'ME-TS-1-M', name: 'T-särk', qty: 1, price: 20, row_total: 20, product_option: STORED }],
      } as never,
      null,
      'et-EE',
    );
    expect([line?.colour, line?.size]).toEqual(['Must', 'M']);
  });
});
