import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WeatherChip } from './WeatherChip';

const meta = {
  title: 'Product/WeatherChip',
  component: WeatherChip,
  args: { temperature: 23, condition: 'Sunny', onUnitChange: fn() },
} satisfies Meta<typeof WeatherChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleUnit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
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
