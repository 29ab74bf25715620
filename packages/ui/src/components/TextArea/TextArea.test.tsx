import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit, withTypedText } from '../../internal/test-utils';
import { TextArea } from './TextArea';

const Controlled = withTypedText(TextArea, 'Note');

describe('TextArea', () => {
  it('is a multi-line text box labelled by its visible label', () => {
    renderKit(<Controlled />);
    const textArea = screen.getByRole('textbox', { name: 'Note' });
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(screen.getByText('Note').tagName).toBe('LABEL');
    expect(textArea).toHaveAttribute('rows', '4');
  });

  it('uses the given id and rows', () => {
    renderKit(<Controlled id="delivery-note" rows={6} />);
    const textArea = screen.getByLabelText('Note');
    expect(textArea).toHaveAttribute('id', 'delivery-note');
    expect(textArea).toHaveAttribute('rows', '6');
  });

  it('reports typed text, line breaks included', async () => {
    const onChange = vi.fn();
    renderKit(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Note'), 'ab{enter}c');
    expect(onChange).toHaveBeenLastCalledWith('ab\nc');
  });

  it('describes the field with its hint', () => {
    renderKit(<Controlled hint="Seen by the courier" />);
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('Seen by the courier');
  });

  it('counts characters against maxLength and stops at it', async () => {
    renderKit(<Controlled maxLength={5} hint="Short" />);
    const textArea = screen.getByLabelText('Note');
    expect(textArea).toHaveAttribute('maxlength', '5');
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
    await userEvent.type(textArea, 'abc');
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    await userEvent.type(textArea, 'defgh');
    expect(textArea).toHaveValue('abcde');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(textArea).toHaveAccessibleDescription('Short 5 / 5');
  });

  it('shows no counter without maxLength', () => {
    renderKit(<Controlled value="abc" />);
    expect(screen.queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note')).not.toHaveAttribute('aria-describedby');
  });

  it('writes the counter in the kit locale', () => {
    renderKit(<Controlled value="你好" maxLength={50} />, { locale: 'zh-Hans' });
    expect(screen.getByText('2 / 50 字')).toBeInTheDocument();
  });

  it('links the error to the field and marks it invalid', () => {
    renderKit(
      <TextArea label="Note" value="x" onChange={() => {}} error="note too short" maxLength={9} />,
    );
    const textArea = screen.getByLabelText('Note');
    expect(textArea).toHaveAttribute('aria-invalid', 'true');
    expect(textArea).toBeInvalid();
    expect(textArea).toHaveAccessibleDescription('note too short 1 / 9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks required fields', () => {
    renderKit(<TextArea label="Note" value="" onChange={() => {}} required />);
    expect(screen.getByRole('textbox', { name: /Note/ })).toBeRequired();
  });

  it('takes no input when disabled', async () => {
    const onChange = vi.fn();
    renderKit(<Controlled disabled onChange={onChange} />);
    const textArea = screen.getByLabelText('Note');
    expect(textArea).toBeDisabled();
    await userEvent.type(textArea, 'abc');
    expect(onChange).not.toHaveBeenCalled();
    expect(textArea).toHaveValue('');
  });
});
