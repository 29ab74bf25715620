import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { CaptchaField } from './CaptchaField';

describe('CaptchaField', () => {
  it('is a labelled input that reports typed text', async () => {
    const onChange = vi.fn();
    renderKit(<CaptchaField value="" onChange={onChange} imageSrc="/c.png" onRefresh={() => {}} />);
    await userEvent.type(screen.getByLabelText('Captcha'), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('shows the picture inside a refresh button', async () => {
    const onRefresh = vi.fn();
    const { container } = renderKit(
      <CaptchaField value="" onChange={() => {}} imageSrc="/c.png" onRefresh={onRefresh} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/c.png');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh captcha image' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('describes its error', () => {
    renderKit(
      <CaptchaField
        value=""
        onChange={() => {}}
        imageSrc="/c.png"
        onRefresh={() => {}}
        error="Captcha required"
      />,
    );
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription('Captcha required');
  });
});
