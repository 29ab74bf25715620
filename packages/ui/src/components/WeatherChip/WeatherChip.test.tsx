import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { formatTemperature, WeatherChip } from './WeatherChip';

describe('formatTemperature', () => {
  it.each([
    [23, 'C', '23°C'],
    [23, 'F', '73°F'],
    [-40, 'F', '-40°F'],
    [0, 'F', '32°F'],
    [21.6, 'C', '22°C'],
  ] as const)('%s°C in %s -> %s', (celsius, unit, text) => {
    expect(formatTemperature(celsius, unit)).toBe(text);
  });
});

describe('WeatherChip', () => {
  it('shows the condition and toggles the unit', async () => {
    const onUnitChange = vi.fn();
    renderKit(<WeatherChip temperature={30} condition="Sunny" onUnitChange={onUnitChange} />);
    expect(screen.getByRole('group', { name: 'Weather' })).toHaveTextContent('Sunny');
    await userEvent.click(screen.getByRole('button', { name: '30°C' }));
    expect(screen.getByRole('button', { name: '86°F' })).toHaveAccessibleDescription(
      'Show temperature in °C',
    );
    expect(onUnitChange).toHaveBeenCalledWith('F');
  });

  it('follows a controlled unit', () => {
    renderKit(<WeatherChip temperature={10} condition="Rain" unit="F" />);
    expect(screen.getByRole('button', { name: '50°F' })).toBeInTheDocument();
  });
});
