import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WeatherChip } from './WeatherChip';
import { withComponentDocs } from '../../storybook-helpers/docs';

const meta = {
  title: 'Product/WeatherChip',
  component: WeatherChip,
  args: { temperature: 23, condition: 'Sunny', onUnitChange: fn() },
  parameters: withComponentDocs({
    summary:
      'The current weather on the scenic-area map: an icon, the condition in words and the temperature; tapping the temperature switches between °C and °F. The unit can be controlled or kept by the chip.',
    whenToUse: ['The weather of the area shown on the map.'],
    whenNotToUse: ['Forecasts of several days: use a List.', 'Other statuses: use Chip or Badge.'],
  }),
} satisfies Meta<typeof WeatherChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleUnit: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: '23°C' });
    await expect(toggle).toHaveAccessibleDescription('Show temperature in °F');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: '73°F' })).toBeVisible();
    await expect(args.onUnitChange).toHaveBeenCalledWith('F');
    await userEvent.click(canvas.getByRole('button', { name: '73°F' }));
    await expect(args.onUnitChange).toHaveBeenLastCalledWith('C');
  },
};

export const Fahrenheit: Story = {
  args: { defaultUnit: 'F', icon: 'cloud', condition: 'Cloudy', temperature: -4 },
};

export const Mongolian: Story = {
  args: { condition: 'Бороотой', icon: 'rain', temperature: 12, lang: 'mn' },
  globals: { locale: 'mn' },
};
