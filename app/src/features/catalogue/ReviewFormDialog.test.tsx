import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@citylife/api-client';
import { initI18n } from '../../i18n/i18n';
import type { Review, ReviewInput } from './api';
import type * as Dialog from './ReviewFormDialog';

let ReviewFormDialog: typeof Dialog.ReviewFormDialog;

beforeAll(async () => {
  await initI18n('en');
  ({ ReviewFormDialog } = await import('./ReviewFormDialog'));
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const published = (body: ReviewInput): Review => ({
  id: 9,
  targetType: body.targetType,
  targetId: body.targetId,
  rating: body.rating,
  content: body.content ?? '',
  pics: body.pics ?? [],
  createdTime: '2026-03-05T20:00:00+08:00',
  user: { id: 1, nickname: 'Demo', avatar: '' },
});

describe('reviewing a bought item', () => {
  it('sends the rating, the text and the uploaded pictures, and hands back the review', async () => {
    const send = vi.fn((body: ReviewInput) => Promise.resolve(published(body)));
    const onSaved = vi.fn();
    render(
      <ReviewFormDialog
        itemId={7}
        itemName="哈密瓜"
        send={send}
        upload={() => Promise.resolve({ url: '/uploads/citylife/review/1/a.png' })}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Review 哈密瓜' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), '  Sweet and juicy.  ');
    await userEvent.upload(screen.getByLabelText('Add a picture'), png('melon.png'));
    await screen.findByRole('img', { name: 'Picture 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish the review' }));

    expect(send).toHaveBeenCalledWith({
      targetType: 'item',
      targetId: 7,
      rating: 4,
      content: 'Sweet and juicy.',
      pics: ['/uploads/citylife/review/1/a.png'],
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9, rating: 4 }));
  });

  it('shows the server’s refusal on the form and stays open', async () => {
    const onSaved = vi.fn();
    render(
      <ReviewFormDialog
        itemId={7}
        itemName="哈密瓜"
        send={() =>
          Promise.reject(
            new ApiError({ code: 422, message: 'You can review only what you bought' }, 422),
          )
        }
        upload={() => Promise.reject(new Error('no upload'))}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish the review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can review only what you bought',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Review 哈密瓜' })).toBeVisible();
  });
});
