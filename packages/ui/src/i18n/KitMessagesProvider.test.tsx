import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitMessagesProvider, useKitMessages } from './KitMessagesProvider';

function Probe() {
  const { locale, t } = useKitMessages();
  return (
    <p>
      {locale}: {t('cart.pleaseSelect', { attribute: 'size' })}
    </p>
  );
}

describe('KitMessagesProvider', () => {
  it('speaks zh-Hans without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('zh-Hans: 请选择size')).toBeInTheDocument();
  });

  it('follows the app locale', () => {
    const { rerender } = render(
      <KitMessagesProvider locale="en-US">
        <Probe />
      </KitMessagesProvider>,
    );
    expect(screen.getByText('en: please select size')).toBeInTheDocument();
    rerender(
      <KitMessagesProvider locale="mn">
        <Probe />
      </KitMessagesProvider>,
    );
    expect(screen.getByText('mn: size сонгоно уу')).toBeInTheDocument();
  });

  it('lets the app override single messages', () => {
    render(
      <KitMessagesProvider locale="en" messages={{ 'cart.pleaseSelect': 'Pick a {attribute}' }}>
        <Probe />
      </KitMessagesProvider>,
    );
    expect(screen.getByText('en: Pick a size')).toBeInTheDocument();
  });
});
